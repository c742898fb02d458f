/**
 * Links that open one record without signing in, signed rather than stored: the record's id, the
 * link's last day and an HMAC of both keyed with AUTH_SECRET. Unguessable for any other record,
 * checked in constant time, nothing to store, over after its last day; changing AUTH_SECRET voids
 * them all. The HMAC also covers the link's purpose, so a link of one kind (an order's tracking
 * page) never opens another (a quote's proforma) of a record that shares its id.
 */
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { DAY_MS } from "../dates";
import { env } from "../env";

/** What a link opens; each kind signs apart. "order-link" is the first kind's, kept as its tokens were signed. */
export type LinkPurpose = "order-link" | "proforma";

/**
 * The record's id (as the API takes ids: no dot), the link's last day (days since 1970, base 36)
 * and 128 bits of HMAC in base64url, exactly: one spelling per link.
 */
const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/;

const signatureOf = (purpose: LinkPurpose, id: string, lastDay: number) =>
  createHmac("sha256", env().AUTH_SECRET)
    .update(`${purpose}:${id}:${lastDay}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");

const today = (now: number) => Math.floor(now / DAY_MS);

/** A token for `id` that works for `days` from `now`. */
export function signedToken(purpose: LinkPurpose, id: string, days: number, now = Date.now()): string {
  const lastDay = today(now) + days;
  return `${id}.${lastDay.toString(36)}.${signatureOf(purpose, id, lastDay)}`;
}

/** The id a token names, or null for a token this store did not sign for `purpose` or whose time is over. */
export function idOfSignedToken(purpose: LinkPurpose, token: string, now = Date.now()): string | null {
  const [, id, lastDayText, signature] = TOKEN.exec(token) ?? [];
  if (!id || !lastDayText || !signature) return null;
  const lastDay = parseInt(lastDayText, 36);
  const signed = timingSafeEqual(Buffer.from(signature), Buffer.from(signatureOf(purpose, id, lastDay)));
  return signed && lastDay >= today(now) ? id : null;
}
