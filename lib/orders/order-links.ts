/**
 * Links to one order that open without signing in (issue #31): the order's tracking page
 * `/track/{token}` and its invoice, sent in the customer's e-mails and WhatsApp messages so that
 * "View your order" on a phone shows the order rather than the sign-in form. The token is the
 * order's id, the link's last day and an HMAC of both keyed with AUTH_SECRET (lib/links/signed-token.ts):
 * unguessable for any other order, checked in constant time, nothing to store, and over after ORDER_LINK_DAYS.
 * Whoever holds the link sees what the page shows (progress, items, total, courier, city and
 * pincode) and the tax invoice, which by law names the buyer's address: the link goes only to the
 * customer's own inbox and WhatsApp.
 */
import "server-only";
import { env } from "../env";
import { localizedPath } from "../i18n/addresses";
import type { Locale } from "../i18n/locales";
import { idOfSignedToken, signedToken } from "../links/signed-token";

/** How long a link works: long enough for delivery, the return window and a refund. */
export const ORDER_LINK_DAYS = 180;

export const orderLinkToken = (orderId: string, now = Date.now()): string =>
  signedToken("order-link", orderId, ORDER_LINK_DAYS, now);

/** The order a token names, or null for a token this store did not sign or whose time is over. */
export const orderOfLinkToken = (token: string, now = Date.now()): string | null =>
  idOfSignedToken("order-link", token, now);

/** The order's tracking page in `locale`, as a full address for a message. */
export const trackingPageUrl = (orderId: string, locale: Locale) =>
  `${env().SITE_URL}${localizedPath(`/track/${orderLinkToken(orderId)}`, locale)}`;

/** The order's tax invoice as a PDF, for a message's document link. */
export const invoiceLinkUrl = (orderId: string) => `${env().SITE_URL}/api/track/${orderLinkToken(orderId)}/invoice`;
