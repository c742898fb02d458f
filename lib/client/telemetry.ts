/**
 * The browser's reports to the store itself (no one else's tracker): funnel steps only the page
 * sees, and its speed (./web-vitals.ts). They carry names from fixed lists, never an address, id or
 * cookie, and are sent so as never to hold up or fail the page.
 */
import { EVENTS_PATH, type BrowserFunnelStep } from "../analytics/report-names";
import type { CheckoutStep } from "../orders/checkout-steps";
import { readJson, writeJson } from "./storage";

/**
 * Posts a report with sendBeacon, which outlives the page and needs no answer (a string goes as
 * text/plain, which the store accepts); without it, a fetch that may outlive the page.
 */
export function sendReport(path: string, report: unknown): void {
  const body = JSON.stringify(report);
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(path, body)) return;
  // A report lost on the way costs the funnel one count: nothing the shopper should hear of.
  fetch(path, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" } }).catch(
    () => undefined,
  );
}

export const reportFunnelStep = (step: BrowserFunnelStep) => sendReport(EVENTS_PATH, { events: [step] });

const CHECKOUT_STEPS = {
  1: "checkout_started",
  2: "checkout_delivery",
  3: "checkout_review",
} as const satisfies Record<CheckoutStep, BrowserFunnelStep>;

/**
 * A checkout step shown, reported once per tab until its order is placed (clearCheckoutDraft
 * forgets the marks): Back, Forward and reloads walk the steps again without counting them again.
 */
export function reportCheckoutStep(step: CheckoutStep): void {
  const reported = readJson<unknown>("session", "funnelSteps");
  const marks: unknown[] = Array.isArray(reported) ? (reported as unknown[]) : [];
  const name = CHECKOUT_STEPS[step];
  if (marks.includes(name)) return;
  writeJson("session", "funnelSteps", [...marks, name]);
  reportFunnelStep(name);
}
