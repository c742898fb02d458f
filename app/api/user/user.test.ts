import { describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { createProduct, createUser, randomPhone } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { POST as login } from "./login/route";
import { POST as logout } from "./logout/route";
import { GET as profile } from "./profile/route";
import { POST as register } from "./register/route";
import { POST as getCart } from "../cart/get/route";
import { POST as userOrders } from "../order/userorders/route";
import { POST as remove } from "../products/remove/route";

const newRegistration = () => ({
  name: "Priya Sharma",
  email: `Priya.${Date.now()}.${Math.random().toString(36).slice(2)}@Example.in`,
  phone: `+91 ${randomPhone()}`,
  password: "learn-maths-2026",
});

/**
 * Accounts with this registration's e-mail or phone. A refused registration that changed one field
 * still carries the other, so an account it created would be counted (a count of every account
 * would also count other test files' registrations running at the same time).
 */
const accountsOf = (registration: { email: string; phone: string }) =>
  db().user.count({
    where: {
      OR: [{ email: registration.email.toLowerCase() }, { phone: registration.phone.replace(/\D/g, "").slice(2) }],
    },
  });

describe("POST /api/user/register", () => {
  it("creates a customer with a bcrypt hash, lowercased e-mail and normalized phone", async () => {
    const input = newRegistration();
    const { status, body } = await callRoute(register, { body: input });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, user: { name: "Priya Sharma", email: input.email.toLowerCase() } });
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).not.toHaveProperty("passwordHash");

    const stored = await db().user.findUniqueOrThrow({
      where: { email: input.email.toLowerCase() },
      omit: { passwordHash: false },
    });
    expect(stored.phone).toBe(input.phone.replace(/\D/g, "").slice(2)); // "+91 " dropped
    expect(stored.role).toBe("CUSTOMER");
    expect(stored.passwordHash).toMatch(/^\$2[aby]\$12\$/);
  });

  it("refuses a taken e-mail (any case) or phone with 409", async () => {
    const input = newRegistration();
    await callRoute(register, { body: input });
    const sameEmail = await callRoute(register, {
      body: { ...newRegistration(), email: input.email.toUpperCase() },
    });
    expect(sameEmail).toMatchObject({ status: 409, body: { success: false } });
    const samePhone = await callRoute(register, { body: { ...newRegistration(), phone: input.phone } });
    expect(samePhone.status).toBe(409);
  });

  it.each([
    [{ name: "" }, "Name is required"],
    [{ email: "not-an-email" }, "Please enter a valid email"],
    [{ phone: "12345" }, "Please enter a valid phone number (10-15 digits)"],
    [{ phone: "1".repeat(16) }, "Please enter a valid phone number (10-15 digits)"],
    [{ password: "short" }, "Password must be at least 8 characters"],
    [{ password: undefined }, "Password is required"],
    [{ email: 42 }, "Email is required"],
  ])("refuses %o with 400 and creates nothing", async (override, message) => {
    const registration = newRegistration();
    const { status, body } = await callRoute(register, { body: { ...registration, ...override } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
    expect(await accountsOf(registration)).toBe(0);
  });

  it("answers malformed JSON with 400", async () => {
    const { status, body } = await callRoute(register, { rawBody: '{"name": "Priya",' });
    expect(status).toBe(400);
    expect(body.message).toBe("Request body must be valid JSON");
  });

  it("answers a 1 MB body with 413 and creates nothing", async () => {
    const registration = newRegistration();
    const { status } = await callRoute(register, { body: { ...registration, name: "x".repeat(1024 * 1024) } });
    expect(status).toBe(413);
    expect(await accountsOf(registration)).toBe(0);
  });
});

describe("POST /api/user/login", () => {
  it("signs in by e-mail in any case, or by phone in any format", async () => {
    const { user, password } = await createUser();
    const byEmail = await callRoute(login, { body: { emailOrPhone: user.email.toUpperCase(), password } });
    expect(byEmail).toMatchObject({ status: 200, body: { success: true, user: { _id: user.id } } });
    const formatted = `+${user.phone!.slice(0, 5)} ${user.phone!.slice(5)}`;
    const byPhone = await callRoute(login, { body: { emailOrPhone: formatted, password } });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.token).toEqual(expect.any(String));
  });

  it("treats +91, a trunk zero and the bare 10 digits as one Indian phone number", async () => {
    const input = {
      ...newRegistration(),
      phone: "+91 98123 45678".replace("98123", String(90_000 + Math.floor(Math.random() * 9_999))),
    };
    const registered = await callRoute(register, { body: input });
    expect(registered.status).toBe(201);
    const bare = input.phone.replace(/\D/g, "").slice(2);
    const login10 = await callRoute(login, { body: { emailOrPhone: bare, password: input.password } });
    expect(login10.status).toBe(200);
    const duplicate = await callRoute(register, { body: { ...newRegistration(), phone: `0${bare}` } });
    expect(duplicate.status).toBe(409);
  });

  it("refuses a wrong password or unknown account with the same 401 message", async () => {
    const { user } = await createUser();
    const wrong = await callRoute(login, { body: { emailOrPhone: user.email, password: "wrong-password" } });
    const unknown = await callRoute(login, { body: { emailOrPhone: "nobody@example.in", password: "whatever1" } });
    expect(wrong).toEqual({ status: 401, body: { success: false, message: "Invalid email/phone or password" } });
    expect(unknown).toEqual(wrong);
  });

  it("requires both fields", async () => {
    const { status, body } = await callRoute(login, { body: { emailOrPhone: " ", password: "" } });
    expect(status).toBe(400);
    expect(body.message).toBe("Email or phone number is required");
  });
});

describe("GET /api/user/profile", () => {
  it("returns the caller's profile for a token in either header", async () => {
    const { user, token } = await createUser();
    const viaToken = await callRoute(profile, { method: "GET", token });
    expect(viaToken).toMatchObject({
      status: 200,
      body: { success: true, user: { name: user.name, email: user.email, phone: user.phone } },
    });
    const viaBearer = await callRoute(profile, { method: "GET", headers: { authorization: `Bearer ${token}` } });
    expect(viaBearer.body.user._id).toBe(user.id);
  });

  it("refuses a missing, tampered or expired token with 401", async () => {
    const { token } = await createUser();
    expect((await callRoute(profile, { method: "GET" })).status).toBe(401);

    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: "ADMIN" })).toString("base64url");
    expect((await callRoute(profile, { method: "GET", token: `${header}.${forged}.${signature}` })).status).toBe(401);

    const { SignJWT } = await import("jose");
    const { env } = await import("@/lib/env");
    const expired = await new SignJWT({ role: "CUSTOMER" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(claims.sub))
      .setIssuer("ganitplay")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(env().AUTH_SECRET));
    const { status, body } = await callRoute(profile, { method: "GET", token: expired });
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });
});

/** Signs in through the route, answering its Response (the tests read its Set-Cookie). */
const signIn = async (email: string, password: string) =>
  login(
    new Request("http://store.test/api/user/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ emailOrPhone: email, password }),
    }),
    { params: Promise.resolve({}) },
  );

describe("POST /api/user/logout", () => {
  it("revokes the token sent: it opens nothing afterwards, while the account's other devices stay signed in", async () => {
    const { user, password } = await createUser();
    const phone = (await callRoute(login, { body: { emailOrPhone: user.email, password } })).body.token as string;
    const laptop = (await callRoute(login, { body: { emailOrPhone: user.email, password } })).body.token as string;
    expect((await callRoute(profile, { method: "GET", token: phone })).status).toBe(200);

    const answer = await callRoute(logout, { token: phone });
    expect(answer).toEqual({ status: 200, body: { success: true, message: "Logged out" } });

    expect(await callRoute(profile, { method: "GET", token: phone })).toEqual({
      status: 401,
      body: { success: false, message: "Invalid or expired token. Please login again." },
    });
    expect((await callRoute(profile, { method: "GET", headers: { authorization: `Bearer ${phone}` } })).status).toBe(
      401,
    );
    expect((await callRoute(getCart, { token: phone })).status).toBe(401);
    expect((await callRoute(userOrders, { token: phone })).status).toBe(401);
    expect((await callRoute(profile, { method: "GET", token: laptop })).status).toBe(200);
  });

  it("answers a visitor, or a token already revoked, as logged out", async () => {
    const { token } = await createUser();
    expect((await callRoute(logout, { token })).status).toBe(200);
    expect((await callRoute(logout, { token })).status).toBe(200);
    expect((await callRoute(logout)).status).toBe(200);
  });

  it("ends an operator's admin session and expires its cookie", async () => {
    const admin = await createUser({ role: "ADMIN" });
    const signedIn = await signIn(admin.user.email, admin.password);
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    const { token } = (await signedIn.json()) as { token: string };
    const product = await createProduct();

    const answer = await logout(
      new Request("http://store.test/api/user/logout", { method: "POST", headers: { token, cookie } }),
      { params: Promise.resolve({}) },
    );
    expect(answer.headers.get("set-cookie")).toBe("gp_admin=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict");

    expect((await callRoute(remove, { headers: { cookie }, body: { productId: product.id } })).status).toBe(401);
    expect(await db().product.findUnique({ where: { id: product.id } })).not.toBeNull();
    expect((await callRoute(profile, { method: "GET", token })).status).toBe(401);
    expect((await callRoute(profile, { method: "GET", token: admin.token })).status).toBe(200); // another device
  });
});

describe("the admin session's cookie", () => {
  it("is HttpOnly, SameSite=Strict, 8 hours long, and set only when an admin signs in", async () => {
    const admin = await createUser({ role: "ADMIN" });
    const adminAnswer = await signIn(admin.user.email, admin.password);
    expect(adminAnswer.status).toBe(200);
    const cookie = adminAnswer.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^gp_admin=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Strict$/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(7 * 3600);
    expect(maxAge).toBeLessThanOrEqual(8 * 3600);
    // Its own session: the cookie is not the token page scripts can read.
    const { token } = (await adminAnswer.json()) as { token: string };
    expect(cookie).not.toContain(token);

    const customer = await createUser();
    const customerAnswer = await signIn(customer.user.email, customer.password);
    expect(customerAnswer.status).toBe(200);
    expect(customerAnswer.headers.get("set-cookie")).toBeNull();
  });
});
