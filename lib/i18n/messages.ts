/** Every language's texts (messages/), as next-intl reads them. */
import { en, type Messages } from "@/messages/en";
import { hi } from "@/messages/hi";
import { compiledTexts, FORMATS_COMPILED } from "./compiled-messages";
import type { Locale } from "./locales";

export const MESSAGES: Record<Locale, Messages> = { en, hi };

/** The namespaces of the client components on every page: the header, the cart's badge, the toasts and the API's refusals. */
export const LAYOUT_NAMESPACES = [
  "account",
  "cart",
  "layout",
  "refusals",
  "ui",
] as const satisfies readonly (keyof Messages)[];

/**
 * The namespaces of client components only some pages have: each such page adds those it uses
 * (components/layout/page-texts.tsx), so a page sends the browser only the texts its screens read.
 */
export const PAGE_NAMESPACES = [
  "auth",
  "blogClient",
  "businessHours",
  "checkout",
  "forms",
  "giftCards",
  "notifications",
  "orders",
  "payments",
  "productClient",
  "quotes",
  "reviewsClient",
  "shopClient",
  "validation",
] as const satisfies readonly (keyof Messages)[];

/** Every namespace that may reach the browser; the rest are read on the server only. */
export const CLIENT_NAMESPACES = [...LAYOUT_NAMESPACES, ...PAGE_NAMESPACES] as const;

export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/**
 * The texts of `namespaces` the browser receives for `locale`, compiled: the client components'
 * formatter (use-intl's format-only, next.config.ts) needs no ICU parser in the browser. Typed as
 * the texts they stand for, as next-intl's provider takes them (its own precompiled catalogues too).
 */
export function clientMessages(
  locale: Locale,
  namespaces: readonly ClientNamespace[] = LAYOUT_NAMESPACES,
): Partial<Pick<Messages, ClientNamespace>> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, compiledTexts(MESSAGES[locale][namespace])]));
}

/**
 * Every text of `locale` as this process's formatter reads them (./compiled-messages.ts): what
 * next-intl's request configuration, the e-mails and the invoices format with.
 */
export function runtimeMessages(locale: Locale): Messages {
  return FORMATS_COMPILED ? (compiledTexts(MESSAGES[locale]) as unknown as Messages) : MESSAGES[locale];
}
