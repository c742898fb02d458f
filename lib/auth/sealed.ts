/**
 * Secrets the store must keep for a while but never in clear: encrypted (JWE, AES-256-GCM) with a
 * key derived from AUTH_SECRET. A reset link's token waits in `email_messages` until the mail
 * worker sends it; sealed, the table alone opens no account.
 */
import "server-only";
import { hkdfSync } from "node:crypto";
import { CompactEncrypt, compactDecrypt } from "jose";
import { env } from "../env";

const sealingKey = () => new Uint8Array(hkdfSync("sha256", env().AUTH_SECRET, "", "ganitplay sealed secrets", 32));

export function seal(secret: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(secret))
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .encrypt(sealingKey());
}

export async function unseal(sealed: string): Promise<string> {
  const { plaintext } = await compactDecrypt(sealed, sealingKey());
  return new TextDecoder().decode(plaintext);
}
