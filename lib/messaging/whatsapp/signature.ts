/**
 * Meta signs each webhook with the app secret: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of
 * the body>`. Meta computes it over the body with every non-ASCII character escaped as \uXXXX
 * (whatsapp-api-js escapes before hashing for that reason), so a body that arrives with Hindi
 * unescaped is checked in that form too. Anything else, or nothing, is refused.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** The body with each UTF-16 unit above ASCII written as \uXXXX, lowercase, as Meta signs it. */
const escapeUnicode = (body: string) =>
  body.replace(/[^\x00-\x7f]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`);

const hmac = (secret: string, body: Buffer | string) => createHmac("sha256", secret).update(body).digest();

/** Whether `header` is the app secret's signature of `body`, compared in constant time. */
export function isSignedByMeta(body: Buffer, header: string | null, appSecret: string): boolean {
  const given = SIGNATURE.exec(header?.trim() ?? "");
  if (!given) return false;
  const signature = Buffer.from(given[1]!, "hex");
  const text = body.toString("utf8");
  const forms = text === escapeUnicode(text) ? [body] : [body, escapeUnicode(text)];
  // Every form is hashed, whichever matches: the time taken says nothing about the secret.
  return forms.map((form) => timingSafeEqual(hmac(appSecret, form), signature)).includes(true);
}
