/**
 * Sign-in sessions. Each sign-in writes a row in `sessions` and signs its id into a token: kind
 * TOKEN for the token page scripts send in the `token` header or `Authorization: Bearer` (SPEC §6),
 * kind ADMIN for the admin area's cookie (./admin-session.ts). A token is honoured only while its
 * row exists and has not expired, and the account is re-read on every call, so:
 * - logout deletes its own row; the account's other devices stay signed in;
 * - a new password or role deletes every row of the account (a trigger on `users`, so neither
 *   `admin:create` nor an operator's SQL can forget it), and a deleted account's rows go with it;
 * - a token of one kind never opens the other.
 * Expired rows are purged whenever a session starts.
 */
import "server-only";
import { db } from "../db";
import type { Role, SessionKind } from "../generated/prisma/enums";
import { unauthorized } from "../http/errors";
import { signToken, verifyToken } from "./tokens";

export interface Caller {
  id: string;
  role: Role;
}

const HOUR_MS = 60 * 60 * 1000;
/** Absolute lifetimes: a shopper's login lasts a week, an operator's admin session a working day. */
const SESSION_LIFETIME_MS = {
  // A shopper's own phone stays signed in for a month (issue #31); "Not my device" ends it with the tab.
  TOKEN: 30 * 24 * HOUR_MS,
  ADMIN: 8 * HOUR_MS,
} as const satisfies Record<SessionKind, number>;

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

export async function startSession(userId: string, kind: SessionKind): Promise<StartedSession> {
  await db().session.deleteMany({ where: { expiresAt: { lte: new Date() } } });
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS[kind]);
  const { id } = await db().session.create({ data: { userId, kind, expiresAt }, select: { id: true } });
  return { token: await signToken({ userId, sessionId: id }, expiresAt), expiresAt };
}

/** The account behind a token of this kind while its session holds; null for anything else. */
export async function sessionCaller(token: string, kind: SessionKind): Promise<Caller | null> {
  const claims = await verifyToken(token);
  if (!claims) return null;
  // The account, read with its session's check in one statement (every signed-in call makes it;
  // raw SQL skips Prisma's query compiler).
  const [caller] = await db().$queryRaw<Caller[]>`
    SELECT "id", "role" FROM "users"
    WHERE "id" = ${claims.userId} AND EXISTS (
      SELECT 1 FROM "sessions"
      WHERE "id" = ${claims.sessionId} AND "userId" = "users"."id" AND "kind" = ${kind}::"SessionKind"
        AND "expiresAt" > ${new Date()}::timestamp
    )`;
  return caller ?? null;
}

/** Logout: ends the session a token belongs to; a missing or invalid token ends nothing. */
export async function revokeSession(token: string | null | undefined): Promise<void> {
  const claims = token ? await verifyToken(token) : null;
  if (claims) await db().session.deleteMany({ where: { id: claims.sessionId, userId: claims.userId } });
}

export function tokenFromRequest(request: Request): string | null {
  const header = request.headers.get("token")?.trim();
  if (header) return header;
  const authorization = request.headers.get("authorization")?.trim();
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1] ?? null;
}

/**
 * The signed-in caller, or a 401. Administrators get no more here than shoppers do: what only they
 * may do asks for the admin cookie session (./admin-session.ts), never for this token.
 */
export async function requireUser(request: Request): Promise<Caller> {
  const token = tokenFromRequest(request);
  if (!token) throw unauthorized("Authentication required. Please login.");
  const caller = await sessionCaller(token, "TOKEN");
  if (!caller) throw unauthorized("Invalid or expired token. Please login again.");
  return caller;
}
