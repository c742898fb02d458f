/**
 * The checkout funnel for the operator (/admin/reports/funnel): how many times each step was
 * reached over whole days, and how many of the step before went on to it. Steps are counted as
 * they happen, not per person (there is no one to count by), so a step may exceed the one before:
 * a cart filled last week is checked out today.
 */
import "server-only";
import { csvDocument } from "../csv";
import { db } from "../db";
import type { DayRange } from "../reports/period";
import { percentText } from "../reports/percent";
import { FUNNEL_STEP_LABELS, FUNNEL_STEPS, type FunnelStepName } from "./funnel-steps";

export interface FunnelRow {
  step: FunnelStepName;
  label: string;
  count: number;
  /** The step before's count; null for the first step. */
  previous: number | null;
  /** The first step's count (product pages viewed). */
  first: number;
}

/** Each step's count over the days, in the funnel's order (0 for a step never reached). */
export async function funnelReport({ firstDay, lastDay }: DayRange): Promise<FunnelRow[]> {
  const sums = await db().$queryRaw<{ step: FunnelStepName; count: number }[]>`
    SELECT "step"::text AS "step", sum("count")::int AS "count" FROM "funnel_day_counts"
    WHERE "day" BETWEEN ${firstDay}::date AND ${lastDay}::date GROUP BY 1`;
  const countOf = (step: FunnelStepName | undefined) => sums.find((sum) => sum.step === step)?.count ?? 0;
  const first = countOf(FUNNEL_STEPS[0]);
  return FUNNEL_STEPS.map((step, index) => ({
    step,
    label: FUNNEL_STEP_LABELS[step],
    count: countOf(step),
    previous: index === 0 ? null : countOf(FUNNEL_STEPS[index - 1]),
    first,
  }));
}

/** The share of the step before's count this step reached: "40.0%", "–" for the first step or none before. */
export const ofPreviousText = ({ count, previous }: FunnelRow) =>
  previous === null ? "–" : percentText(count, previous);

/** How much of the step before's count did not reach this one; "–" where nothing dropped off the count. */
export const dropOffText = ({ count, previous }: FunnelRow) =>
  previous === null || count > previous ? "–" : percentText(previous - count, previous);

/** This step's count as a share of the product pages viewed. */
export const ofFirstText = ({ count, first }: FunnelRow) => percentText(count, first);

/** A per cent for a spreadsheet: the number alone, empty where there is none. */
const csvPercent = (text: string) => (text === "–" ? "" : text.replace("%", ""));

/** The funnel as CSV (GET /api/admin/reports/funnel). */
export function funnelCsv(rows: readonly FunnelRow[]): string {
  return csvDocument(
    ["Step", "Count", "Of the step before (%)", "Drop-off from the step before (%)", "Of product views (%)"],
    rows.map((row) => [
      row.label,
      String(row.count),
      csvPercent(ofPreviousText(row)),
      csvPercent(dropOffText(row)),
      csvPercent(ofFirstText(row)),
    ]),
  );
}
