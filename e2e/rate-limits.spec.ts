/**
 * Per-address limits through the store's real server: a client's address is its connection's, so
 * headers claiming other addresses, the store's own internal one included, change nothing.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test";
import { ADDRESS_BUDGETS } from "../lib/limits/budgets";
import { newLoopbackAddress, postFrom } from "./support/from-address";

const registration = () => {
  const unique = randomBytes(6).toString("hex");
  return {
    name: "Rohan Gupta",
    email: `rohan.${unique}@example.in`,
    phone: `9${String(parseInt(unique, 16)).slice(-9).padStart(9, "0")}`,
    password: "learn-maths-2026",
  };
};

/** A different claim on every request: the headers a client rotates to pass for many. */
const claims = (n: number) => ({
  "X-Forwarded-For": `203.0.113.${n}, 198.51.100.${n}`,
  "X-Real-IP": `198.51.100.${n}`,
  Forwarded: `for=198.51.100.${n}`,
  "X-Ganitplay-Client-Ip": `192.0.2.${n}`,
});

test(
  "registrations from one address stop at its budget, whatever addresses the client claims",
  { tag: "@api" },
  async () => {
    const address = newLoopbackAddress();
    const { points } = ADDRESS_BUDGETS.registration;
    // The budget counts every attempt, before the body is read: one real registration, then
    // attempts the store refuses at once (no password is hashed for them) use up the rest.
    expect((await postFrom(address, "/api/user/register", registration(), claims(1))).status).toBe(201);
    for (let n = 2; n <= points; n++) {
      expect((await postFrom(address, "/api/user/register", {}, claims(n))).status).toBe(400);
    }

    const refused = registration();
    const answer = await postFrom(address, "/api/user/register", refused, claims(points + 1));
    expect(answer.status).toBe(429);
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    expect(answer.body).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many accounts were created from your network\. Please try again in/),
    });
    // Nothing was created: the same e-mail and phone still register, from another address.
    expect((await postFrom(newLoopbackAddress(), "/api/user/register", refused)).status).toBe(201);
  },
);
