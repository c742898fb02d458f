/**
 * Who is calling: the token from the `token` header or `Authorization: Bearer` (SPEC §6),
 * checked against the database so a deleted account's token stops working at once.
 */
import "server-only";
import { db } from "../db";
import type { Role } from "../generated/prisma/enums";
import { forbidden, unauthorized } from "../http/errors";
import { verifyToken } from "./tokens";

export interface Caller {
  id: string;
  role: Role;
}

export function tokenFromRequest(request: Request): string | null {
  const header = request.headers.get("token")?.trim();
  if (header) return header;
  const authorization = request.headers.get("authorization")?.trim();
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1] ?? null;
}

/** The signed-in caller, or a 401. */
export async function requireUser(request: Request): Promise<Caller> {
  const token = tokenFromRequest(request);
  if (!token) throw unauthorized("Authentication required. Please login.");
  const claims = await verifyToken(token);
  if (!claims) throw unauthorized("Invalid or expired token. Please login again.");
  const user = await db().user.findUnique({ where: { id: claims.userId }, select: { id: true, role: true } });
  if (!user) throw unauthorized("Invalid or expired token. Please login again.");
  return user;
}

/** The signed-in caller when an admin; 401 without a valid token, 403 for anyone else. */
export async function requireAdmin(request: Request): Promise<Caller> {
  const caller = await requireUser(request);
  if (caller.role !== "ADMIN") throw forbidden("Only store administrators can do this");
  return caller;
}
