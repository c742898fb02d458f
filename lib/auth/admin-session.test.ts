/**
 * The admin session's cookie (unit), and the admin pages and server actions behind it
 * (integration: the browser's cookies are stood in for, the database is real).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { browserCookies, keepCookie } from "@/test/support/browser-cookies";
import { setStockAction } from "@/app/[locale]/admin/products/actions";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { ensureAdminAccount } from "./admin-account";
import {
  adminCookie,
  adminCookieName,
  currentAdmin,
  endAdminSession,
  requireAdminPage,
  startAdminSession,
} from "./admin-session";
import { startSession } from "./session";

vi.mock("next/headers", () => import("@/test/support/browser-cookies"));

beforeEach(() => browserCookies.clear());
afterEach(() => vi.unstubAllEnvs());

describe("adminCookie", () => {
  const signedInAt = new Date("2026-11-23T09:00:00Z");
  const session = { token: "header.payload.signature", expiresAt: new Date("2026-11-23T17:00:00Z") };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(signedInAt);
  });
  afterEach(() => vi.useRealTimers());

  it("is __Host- prefixed and Secure, for the whole site and no other domain, when the store is https", () => {
    vi.stubEnv("SITE_URL", "https://shop.example.in");
    expect(adminCookie(session)).toBe(
      "__Host-gp_admin=header.payload.signature; Max-Age=28800; Path=/; HttpOnly; Secure; SameSite=Strict",
    );
    expect(adminCookie(null)).toBe("__Host-gp_admin=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict");
  });

  it("has a plain name on http://localhost, where a browser would drop a Secure cookie", () => {
    vi.stubEnv("SITE_URL", "http://localhost:3000");
    expect(adminCookie(session)).toBe(
      "gp_admin=header.payload.signature; Max-Age=28800; Path=/; HttpOnly; SameSite=Strict",
    );
  });

  it("lasts only what is left of the session", () => {
    vi.setSystemTime(new Date("2026-11-23T16:59:00Z"));
    expect(adminCookie(session)).toMatch(/Max-Age=60;/);
  });
});

describe("the admin pages and actions", () => {
  it("open for an admin's cookie session", async () => {
    const { user } = await createUser({ role: "ADMIN" });
    keepCookie(await startAdminSession(user.id));
    expect(await currentAdmin()).toEqual({ id: user.id, role: "ADMIN" });
    expect(await requireAdminPage()).toEqual({ id: user.id, role: "ADMIN" });
  });

  it("answer an admin's bearer token, put in the cookie, with the store's 404 and change nothing", async () => {
    const { token } = await createUser({ role: "ADMIN" });
    const product = await createProduct({ stockQuantity: 7 });
    browserCookies.set(adminCookieName(), token);

    await expect(requireAdminPage()).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
    const form = new FormData();
    form.set("stockQuantity", "0");
    expect(await setStockAction(product.id, null, form)).toEqual({
      ok: false,
      message: "Only store administrators can do this",
    });
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity).toBe(7);
  });

  const endings: Record<string, (admin: { id: string; email: string; cookie: string }) => Promise<unknown>> = {
    logout: ({ cookie }) =>
      endAdminSession(
        new Request("http://store.test/api/user/logout", { headers: { cookie: `${adminCookieName()}=${cookie}` } }),
      ),
    "a password reset": ({ email }) =>
      ensureAdminAccount({ email, password: () => "a-brand-new-password", resetPassword: true }),
    "a demotion": ({ id }) => db().user.update({ where: { id }, data: { role: "CUSTOMER" } }),
  };

  it.each(Object.entries(endings))("close at once after %s, and the actions change nothing", async (_event, end) => {
    const { user } = await createUser({ role: "ADMIN" });
    const product = await createProduct({ stockQuantity: 7 });
    keepCookie(await startAdminSession(user.id));
    expect(await currentAdmin()).not.toBeNull();

    await end({ id: user.id, email: user.email, cookie: browserCookies.get(adminCookieName())! });

    expect(await currentAdmin()).toBeNull();
    const form = new FormData();
    form.set("stockQuantity", "0");
    expect((await setStockAction(product.id, null, form)).ok).toBe(false);
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity).toBe(7);
  });

  it("close 8 hours after sign-in whatever the cookie's Max-Age says", async () => {
    const { user } = await createUser({ role: "ADMIN" });
    const { token } = await startSession(user.id, "ADMIN");
    browserCookies.set(adminCookieName(), token);
    await db().session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await currentAdmin()).toBeNull();
  });
});
