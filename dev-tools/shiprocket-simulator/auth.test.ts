/** Login, the bearer token on every other call, expiry, logout; unknown paths and methods. */
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startShiprocketSimulator, type ShiprocketSimulator } from "./server";
import { api, CREDENTIALS, login, simulatorOptions, testClock } from "./test-support";

const TEN_DAYS_S = 10 * 24 * 60 * 60;

let simulator: ShiprocketSimulator;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  simulator = await startShiprocketSimulator(simulatorOptions({ now: clock.now }));
});
afterEach(() => simulator.close());

describe("POST /auth/login", () => {
  it("answers the user and an HS256 JWT valid for 10 days, with no expiry field", async () => {
    const { status, json } = await api(simulator, "POST", "/auth/login", { body: CREDENTIALS });

    expect(status).toBe(200);
    expect(json).toEqual({
      id: 501,
      first_name: "API",
      last_name: "User",
      email: CREDENTIALS.email,
      company_id: 7001,
      created_at: "2026-03-10 14:00:00",
      token: expect.any(String),
    });
    expect(decodeProtectedHeader(json.token)).toEqual({ typ: "JWT", alg: "HS256" });
    const claims = decodeJwt(json.token);
    expect(claims.exp! - claims.iat!).toBe(TEN_DAYS_S);
    expect(simulator.logins()).toBe(1);
  });

  it("refuses wrong credentials with 400 and missing ones with Laravel's 422", async () => {
    const wrong = await api(simulator, "POST", "/auth/login", { body: { ...CREDENTIALS, password: "nope" } });
    expect(wrong).toMatchObject({
      status: 400,
      json: { message: "Invalid email and password combination", status_code: 400 },
    });
    const missing = await api(simulator, "POST", "/auth/login", { body: { password: "x" } });
    expect(missing).toMatchObject({
      status: 422,
      json: { message: "Oops! Invalid Data.", errors: { email: ["The email field is required."] }, status_code: 422 },
    });
    expect(simulator.logins()).toBe(0);
  });
});

describe("the bearer token", () => {
  it("is required on every other call", async () => {
    const none = await api(simulator, "GET", "/account/details/wallet-balance");
    expect(none).toMatchObject({ status: 401, json: { message: "Unauthenticated.", status_code: 401 } });
    const forged = await api(simulator, "GET", "/account/details/wallet-balance", {
      token: "eyJhbGciOiJIUzI1NiJ9.e30.x",
    });
    expect(forged.status).toBe(401);
    const token = await login(simulator);
    const wallet = await api(simulator, "GET", "/account/details/wallet-balance", { token });
    expect(wallet).toMatchObject({ status: 200, json: { data: { balance_amount: "100000.00" } } });
  });

  it("expires after 10 days", async () => {
    const token = await login(simulator);
    clock.advance(TEN_DAYS_S * 1000 - 60_000);
    expect((await api(simulator, "GET", "/orders", { token })).status).toBe(200);
    clock.advance(120_000);
    const expired = await api(simulator, "GET", "/orders", { token });
    expect(expired).toMatchObject({ status: 401, json: { message: "Token has expired", status_code: 401 } });
  });

  it("is revoked by logout", async () => {
    const token = await login(simulator);
    expect((await api(simulator, "POST", "/auth/logout", { token })).status).toBe(200);
    expect((await api(simulator, "GET", "/orders", { token })).json).toEqual({
      message: "Unauthenticated.",
      status_code: 401,
    });
  });

  it("answers 401 for every token issued before expireTokens(), while a new login works", async () => {
    const token = await login(simulator);
    await fetch(`${simulator.url}/__simulator/expire-tokens`, { method: "POST" });
    expect((await api(simulator, "GET", "/orders", { token })).json.message).toBe("Token has expired");
    const fresh = await login(simulator);
    expect((await api(simulator, "GET", "/orders", { token: fresh })).status).toBe(200);
    expect(simulator.logins()).toBe(2);
    expect(await (await fetch(`${simulator.url}/__simulator/logins`)).json()).toEqual({ logins: 2 });
  });
});

describe("routing", () => {
  it("answers Laravel's 404 for an unknown path and 405 for a wrong method, before any token check", async () => {
    expect(await api(simulator, "GET", "/orders/explode")).toMatchObject({
      status: 404,
      json: { message: "404 Not Found", status_code: 404 },
    });
    expect(await api(simulator, "GET", "/orders/create/adhoc")).toMatchObject({
      status: 405,
      json: { message: "405 Method Not Allowed", status_code: 405 },
    });
  });

  it("records every API call for tests to count", async () => {
    const token = await login(simulator);
    await api(simulator, "GET", "/courier/serviceability/?pickup_postcode=302001", { token });
    expect(simulator.calls()).toEqual([
      { method: "POST", path: "/v1/external/auth/login", status: 200, at: "2026-03-10T08:30:00.000Z" },
      {
        method: "GET",
        path: "/v1/external/courier/serviceability/?pickup_postcode=302001",
        status: 422,
        at: "2026-03-10T08:30:00.000Z",
      },
    ]);
  });
});
