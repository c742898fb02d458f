/** The shoppers, admins and products a test needs (each test makes its own). */
import { randomBytes } from "node:crypto";
import { adminCookieName, startAdminSession } from "@/lib/auth/admin-session";
import bcrypt from "bcryptjs";
import { startSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { browserCookies, keepCookie } from "./browser-cookies";

const unique = () => randomBytes(5).toString("hex");

/** A random 10-digit Indian mobile number. */
export const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/**
 * The test accounts' passwords are hashed at bcrypt's lowest cost: the store's sign-in reads the
 * cost from the hash, so they verify as any other, in milliseconds rather than the half second the
 * store's own cost (lib/auth/password.ts) spends on purpose. Registration still hashes at that cost.
 */
export const TEST_BCRYPT_COST = 4;

const hashes = new Map<string, Promise<string>>();
/** Each test password is hashed once per run. */
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, bcrypt.hash(password, TEST_BCRYPT_COST));
  return hashes.get(password)!;
};

export async function createUser({
  role = "CUSTOMER",
  password = "correct-horse-battery",
}: { role?: Role; password?: string } = {}) {
  const email = `shopper.${unique()}@example.in`;
  const created = await db().user.create({
    data: {
      name: `Test Shopper ${unique()}`,
      email,
      phone: randomPhone(),
      passwordHash: await hashOnce(password),
      role,
    },
  });
  // An account with an e-mail, as registration makes one (a code-made account has none yet).
  const user = { ...created, email };
  return { user, password, token: (await startSession(user.id, "TOKEN")).token };
}

/** The `Cookie` header of a new admin session for this account, as a browser would send it. */
export async function adminSessionCookie(userId: string): Promise<string> {
  const setCookie = await startAdminSession(userId);
  return setCookie.split(";")[0]!;
}

export async function createProduct(
  overrides: Partial<Parameters<ReturnType<typeof db>["product"]["create"]>[0]["data"]> = {},
) {
  const slug = `test-product-${unique()}`;
  return db().product.create({
    data: {
      slug,
      name: `Test Product ${slug}`,
      description: "A product made by a test.",
      category: "Arithmetic",
      images: ["/images/products/operator/1.svg"],
      price: "499.00",
      // Listed long ago, so test products never crowd the seeded New Arrivals.
      date: new Date("2020-01-01T00:00:00Z"),
      stockQuantity: 20,
      weight: 300,
      features: ["Fun"],
      contents: ["One box"],
      countryOfOrigin: "India",
      ...overrides,
    },
  });
}

/**
 * A new account of this role, signed in where the admin area looks in the stood-in browser
 * (./browser-cookies.ts): an admin with a real admin session, a shopper with their own token in
 * the admin cookie (which must never be enough).
 */
export async function signInToAdminAs(role: "ADMIN" | "CUSTOMER") {
  const { user, token } = await createUser({ role });
  if (role === "ADMIN") keepCookie(await startAdminSession(user.id));
  else browserCookies.set(adminCookieName(), token);
  return user;
}
