/**
 * The tokens of the links the store e-mails (a password reset, a checkout e-mail to confirm): 32
 * random bytes, base64url. Only their SHA-256 is stored, so a leaked table opens nothing.
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";

const TOKEN_BYTES = 32;

export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new token and the hash to store for it. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, tokenHash: hashLinkToken(token) };
}
