/**
 * How a session token is made: a JWT signed with HS256 (jose), the user id as subject and the
 * session's row id as `sid`. Pure, apart from the server's configuration (./tokens.ts), so that
 * the browser tests' fixtures (e2e/support/accounts.ts), which run outside Next.js, sign tokens
 * exactly as the store does.
 */
import { SignJWT } from "jose";

export const TOKEN_ISSUER = "ganitplay";

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export const tokenKey = (secret: string) => new TextEncoder().encode(secret);

export function signSessionToken({ userId, sessionId }: TokenClaims, expiresAt: Date, secret: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(tokenKey(secret));
}
