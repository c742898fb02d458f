/**
 * Links to one order that open without signing in (issue #31): the order's tracking page
 * `/track/{token}` and its invoice, sent in the customer's e-mails and WhatsApp messages so that
 * "View your order" on a phone shows the order rather than the sign-in form. The token is the
 * order's id, the link's last day and an HMAC of both keyed with AUTH_SECRET: unguessable for any
 * other order, checked in constant time, nothing to store, and over after ORDER_LINK_DAYS.
 * Whoever holds the link sees what the page shows (progress, items, total, courier, city and
 * pincode) and the tax invoice, which by law names the buyer's address: the link goes only to the
 * customer's own inbox and WhatsApp.
 */
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../env";
import { localizedPath } from "../i18n/addresses";
import type { Locale } from "../i18n/locales";

/** How long a link works: long enough for delivery, the return window and a refund. */
export const ORDER_LINK_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The order's id (as the API takes ids: no dot), the link's last day (days since 1970, base 36)
 * and 128 bits of HMAC in base64url, exactly: one spelling per link.
 */
const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/;

const signatureOf = (orderId: string, lastDay: number) =>
  createHmac("sha256", env().AUTH_SECRET)
    .update(`order-link:${orderId}:${lastDay}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");

const today = (now: number) => Math.floor(now / DAY_MS);

export function orderLinkToken(orderId: string, now = Date.now()): string {
  const lastDay = today(now) + ORDER_LINK_DAYS;
  return `${orderId}.${lastDay.toString(36)}.${signatureOf(orderId, lastDay)}`;
}

/** The order a token names, or null for a token this store did not sign or whose time is over. */
export function orderOfLinkToken(token: string, now = Date.now()): string | null {
  const [, orderId, lastDayText, signature] = TOKEN.exec(token) ?? [];
  if (!orderId || !lastDayText || !signature) return null;
  const lastDay = parseInt(lastDayText, 36);
  const signed = timingSafeEqual(Buffer.from(signature), Buffer.from(signatureOf(orderId, lastDay)));
  return signed && lastDay >= today(now) ? orderId : null;
}

/** The order's tracking page in `locale`, as a full address for a message. */
export const trackingPageUrl = (orderId: string, locale: Locale) =>
  `${env().SITE_URL}${localizedPath(`/track/${orderLinkToken(orderId)}`, locale)}`;

/** The order's tax invoice as a PDF, for a message's document link. */
export const invoiceLinkUrl = (orderId: string) => `${env().SITE_URL}/api/track/${orderLinkToken(orderId)}/invoice`;
