/**
 * Google's thresholds for the Core Web Vitals (web.dev/articles/vitals), judged on the 75th
 * percentile of a page's visits, and the units the store keeps them in: whole milliseconds, and
 * CLS's layout shift score in ten-thousandths, so every stored value is an integer.
 */
import type { VitalName } from "./report-names";

export interface VitalRule {
  name: string;
  /** At most this is good; above `poor` is poor; between, it needs improvement (stored units). */
  good: number;
  poor: number;
  /** The largest value a browser may report, in the browser's unit: anything larger is no real measurement. */
  largestReported: number;
}

const CLS_SCALE = 10_000;

export const VITAL_RULES: Record<VitalName, VitalRule> = {
  LCP: { name: "Largest Contentful Paint", good: 2500, poor: 4000, largestReported: 120_000 },
  INP: { name: "Interaction to Next Paint", good: 200, poor: 500, largestReported: 60_000 },
  // Scores of 0.1 and 0.25, in ten-thousandths.
  CLS: { name: "Cumulative Layout Shift", good: 1000, poor: 2500, largestReported: 10 },
  TTFB: { name: "Time to First Byte", good: 800, poor: 1800, largestReported: 120_000 },
};

/** A browser's value (milliseconds, or CLS's score) as the store keeps it. */
export const storedVitalValue = (name: VitalName, value: number): number =>
  Math.round(name === "CLS" ? value * CLS_SCALE : value);

export type Verdict = "good" | "needs-improvement" | "poor";

export const VERDICT_LABELS: Record<Verdict, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

/** Google's verdict on a 75th percentile in stored units. */
export function verdictOf(name: VitalName, p75: number): Verdict {
  const { good, poor } = VITAL_RULES[name];
  if (p75 <= good) return "good";
  return p75 > poor ? "poor" : "needs-improvement";
}

/** A value in stored units as a number in its own unit (milliseconds, or CLS's score), for a CSV. */
export const vitalNumber = (name: VitalName, stored: number): string =>
  name === "CLS" ? (stored / CLS_SCALE).toFixed(3) : String(Math.round(stored));

/** A value in stored units as people read it: "2.53 s", "180 ms", "0.081". */
export function vitalText(name: VitalName, stored: number): string {
  if (name === "CLS") return (stored / CLS_SCALE).toFixed(3);
  if (name === "INP") return `${Math.round(stored)} ms`;
  return `${(stored / 1000).toFixed(2)} s`;
}
