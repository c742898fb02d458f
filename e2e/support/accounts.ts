/**
 * Shoppers written straight into the store's database, as a registration leaves them, for the
 * tests whose subject is not registration: the server spends no slow password hash on them. All
 * share one password, hashed once per worker at bcrypt's lowest cost (the store's sign-in reads the
 * cost from the hash, so signing in through the form works as for any account, without the half
 * second of CPU the store's own cost spends on purpose); each gets a session row and a token signed by lib/auth/token-format.ts, as the store signs one.
 * Registration and sign-in keep their own tests, through the API and the forms.
 */
import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import pg from "pg";
import { signSessionToken } from "../../lib/auth/token-format";
import type { UserJson } from "../../lib/wire/user";

export const SHOPPER_PASSWORD = "learn-maths-2026";

/** bcrypt's lowest cost (lib/auth/password.ts spends 12 on real accounts). */
const BCRYPT_COST = 4;
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

let pool: pg.Pool | undefined;
let passwordHash: Promise<string> | undefined;

/** The store's database under test (for what a test sets up that no page makes yet). */
export function database(): pg.Pool {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("Run the browser tests with npm run test:e2e (it sets DATABASE_URL)");
  return (pool ??= new pg.Pool({ connectionString, max: 2, allowExitOnIdle: true }));
}

function signedToken(userId: string, sessionId: string, expiresAt: Date): Promise<string> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("Run the browser tests with npm run test:e2e (it sets AUTH_SECRET)");
  return signSessionToken({ userId, sessionId }, expiresAt, secret);
}

/** A signed-in customer account: its token, and the user as the API sends it. */
export async function createAccount(
  name: string,
  email: string,
  phone: string,
): Promise<{ token: string; user: UserJson }> {
  const userId = randomUUID();
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  const hash = await (passwordHash ??= bcrypt.hash(SHOPPER_PASSWORD, BCRYPT_COST));
  await database().query(
    `WITH account AS (
       INSERT INTO users (id, name, email, phone, "passwordHash", "updatedAt") VALUES ($1, $2, $3, $4, $5, now())
     )
     INSERT INTO sessions (id, "userId", kind, "expiresAt") VALUES ($6, $1, 'TOKEN', $7)`,
    [userId, name, email.toLowerCase(), phone, hash, sessionId, expiresAt],
  );
  const token = await signedToken(userId, sessionId, expiresAt);
  return { token, user: { _id: userId, name, email: email.toLowerCase(), phone, role: "CUSTOMER" } };
}
