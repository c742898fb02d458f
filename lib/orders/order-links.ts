/**
 * Links to one order that open without signing in (issue #31): the order's tracking page
 * `/track/{token}` and its invoice, sent in the customer's e-mails and WhatsApp messages so that
 * "View your order" on a phone shows the order rather than the sign-in form. The token is the
 * order's id and an HMAC of it keyed with AUTH_SECRET: unguessable for any other order, checked in
 * constant time, and nothing to store. Whoever holds the link sees what the page shows, so the
 * page shows the order's progress, not the customer's address or phone.
 */
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../env";
import { localizedPath } from "../i18n/addresses";
import type { Locale } from "../i18n/locales";

/** 128 bits of signature: 22 characters. */
const SIGNATURE_BYTES = 16;
/** An order id as the API takes one (lib/validation/ids.ts): no dot, so the token splits once. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

const signatureOf = (orderId: string) =>
  createHmac("sha256", env().AUTH_SECRET).update(`order-link:${orderId}`).digest().subarray(0, SIGNATURE_BYTES);

export function orderLinkToken(orderId: string): string {
  return `${orderId}.${signatureOf(orderId).toString("base64url")}`;
}

/** The order a token names, or null for a token this store did not sign. */
export function orderOfLinkToken(token: string): string | null {
  const [orderId, signature, ...rest] = token.split(".");
  if (!orderId || !signature || rest.length > 0 || !ORDER_ID.test(orderId)) return null;
  const given = Buffer.from(signature, "base64url");
  if (given.length !== SIGNATURE_BYTES) return null;
  return timingSafeEqual(given, signatureOf(orderId)) ? orderId : null;
}

/** The order's tracking page in `locale`, as a full address for a message. */
export const trackingPageUrl = (orderId: string, locale: Locale) =>
  `${env().SITE_URL}${localizedPath(`/track/${orderLinkToken(orderId)}`, locale)}`;

/** The order's tax invoice as a PDF, for a message's document link. */
export const invoiceLinkUrl = (orderId: string) => `${env().SITE_URL}/api/track/${orderLinkToken(orderId)}/invoice`;
