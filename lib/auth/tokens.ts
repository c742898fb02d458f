/**
 * Session tokens: JWTs signed with HS256 (jose), carrying the user id as subject and the id of
 * their row in `sessions` (lib/auth/session.ts decides whether that session still holds).
 */
import "server-only";
import { SignJWT, errors, jwtVerify } from "jose";
import { env } from "../env";

const ISSUER = "ganitplay";

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

const secretKey = () => new TextEncoder().encode(env().AUTH_SECRET);

export function signToken({ userId, sessionId }: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secretKey());
}

/** The token's claims, or null when it is malformed, tampered with or expired. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ["HS256"], issuer: ISSUER });
    if (!payload.sub || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
