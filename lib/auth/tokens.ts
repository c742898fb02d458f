/**
 * Login tokens: JWTs signed with HS256 (jose), carrying the user id as subject and the role.
 */
import "server-only";
import { SignJWT, errors, jwtVerify } from "jose";
import { env } from "../env";
import type { Role } from "../generated/prisma/enums";

const ISSUER = "ganitplay";
/** How long a login lasts; the client re-verifies every 30 minutes (SPEC §4). */
export const TOKEN_LIFETIME = "7d";

export interface TokenClaims {
  userId: string;
  role: Role;
}

const secretKey = () => new TextEncoder().encode(env().AUTH_SECRET);

export function signToken({ userId, role }: TokenClaims): Promise<string> {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(secretKey());
}

/** The token's claims, or null when it is malformed, tampered with or expired. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ["HS256"], issuer: ISSUER });
    if (!payload.sub || (payload.role !== "CUSTOMER" && payload.role !== "ADMIN")) return null;
    return { userId: payload.sub, role: payload.role };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
