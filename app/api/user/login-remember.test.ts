import { describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { POST as login } from "./login/route";
import { POST as logout } from "./logout/route";
import { GET as profile } from "./profile/route";

/** The session row behind a token (its id is the JWT's `sid` claim). */
async function sessionOf(token: string) {
  const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sid: string };
  return db().session.findUniqueOrThrow({ where: { id: claims.sid } });
}

describe("POST /api/user/login with remember (the shopper's own device)", () => {
  it("gives a remembered sign-in the same server session as any other: same lifetime, same revocation", async () => {
    const { user, password } = await createUser();
    const remembered = await callRoute(login, { body: { emailOrPhone: user.email, password, remember: true } });
    const perTab = await callRoute(login, { body: { emailOrPhone: user.email, password, remember: false } });
    expect(remembered.status).toBe(200);
    expect(perTab.status).toBe(200);
    const [long, short] = [await sessionOf(remembered.body.token), await sessionOf(perTab.body.token)];
    const lifetime = (row: typeof long) => row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(lifetime(long) - lifetime(short))).toBeLessThan(5_000);

    const token = remembered.body.token as string;
    expect((await callRoute(logout, { token })).status).toBe(200);
    expect((await callRoute(profile, { method: "GET", token })).status).toBe(401);
  });

  it("refuses a remember flag that is not true or false, and starts no session", async () => {
    const { user, password } = await createUser();
    const before = await db().session.count({ where: { userId: user.id } });
    const { status, body } = await callRoute(login, { body: { emailOrPhone: user.email, password, remember: "yes" } });
    expect(status).toBe(400);
    expect(body.message).toBe("remember must be true or false");
    expect(await db().session.count({ where: { userId: user.id } })).toBe(before);
  });
});
