/**
 * What the browser and the store agree on for the browser's reports (POST /api/events, POST
 * /api/vitals): fixed lists, so a report can say nothing else. Imported by pages' scripts too.
 */
import { pageAddress } from "../i18n/addresses";

export const EVENTS_PATH = "/api/events";
export const VITALS_PATH = "/api/vitals";

/**
 * The funnel's steps only the browser sees: a product page is cached, and the checkout's steps are
 * screens of one page. The server counts the others itself (./funnel-steps.ts).
 */
export const BROWSER_FUNNEL_STEPS = [
  "product_view",
  "checkout_started",
  "checkout_delivery",
  "checkout_review",
] as const;
export type BrowserFunnelStep = (typeof BROWSER_FUNNEL_STEPS)[number];

/** A report of steps holds at most this many (a tab reports each as it happens, one or two at a time). */
export const MAX_EVENTS_PER_REPORT = 10;

export const VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const PAGE_TYPES = ["home", "shop", "product", "cart", "checkout", "post", "other"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const DEVICE_CLASSES = ["mobile", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

const PAGE_PATTERNS: readonly [RegExp, PageType][] = [
  [/^\/$/, "home"],
  [/^\/shop$/, "shop"],
  [/^\/shop\/[^/]+(\/reviews\/\d+)?$/, "product"],
  [/^\/cart$/, "cart"],
  [/^\/(place-order|verify-phonepe)$/, "checkout"],
  [/^\/blog\/[^/]+$/, "post"],
];

/**
 * The kind of shopper's page at `pathname` (either language), or null for the admin area and the
 * development pages, which report nothing. Only the kind leaves the browser, never the address.
 */
export function pageTypeOf(pathname: string): PageType | null {
  const address = pageAddress(pathname);
  if (!address || /^\/(admin|dev)(\/|$)/.test(address.path)) return null;
  return PAGE_PATTERNS.find(([pattern]) => pattern.test(address.path))?.[1] ?? "other";
}
