/**
 * Session tokens, signed and checked with the server's AUTH_SECRET (their format: ./token-format.ts);
 * lib/auth/session.ts decides whether a token's session still holds.
 */
import "server-only";
import { errors, jwtVerify } from "jose";
import { env } from "../env";
import { signSessionToken, TOKEN_ISSUER, tokenKey, type TokenClaims } from "./token-format";

export const signToken = (claims: TokenClaims, expiresAt: Date) =>
  signSessionToken(claims, expiresAt, env().AUTH_SECRET);

/** The token's claims, or null when it is malformed, tampered with or expired. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, tokenKey(env().AUTH_SECRET), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
    });
    if (!payload.sub || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
