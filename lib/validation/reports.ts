/** The admin reports' queries: a period of days back from now, and for the returns report which measure to export. */
import { z } from "zod";
import { GRAINS } from "../reports/period";

export const REPORT_MEASURES = ["pincode", "state", "courier", "payment", "week", "confirmation", "rules"] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];

export const reportDaysSchema = z
  .enum(["30", "90", "365"], { error: "days must be 30, 90 or 365" })
  .default("90")
  .transform(Number);

export const returnsExportQuery = z.object({
  days: reportDaysSchema,
  measure: z.enum(REPORT_MEASURES, { error: `measure must be one of ${REPORT_MEASURES.join(", ")}` }),
});

/** The sales report's measures, each a table on the page and a CSV (lib/reports/sales-tables.ts). */
export const SALES_MEASURES = [
  "series",
  "customers",
  "products",
  "categories",
  "states",
  "pincodes",
  "methods",
  "attempts",
  "losses",
  "returns",
] as const;
export type SalesMeasure = (typeof SALES_MEASURES)[number];

/** The longest period a report covers: two years, so that a year compares with the one before. */
export const MAX_REPORT_DAYS = 731;

const isoDay = (name: string) => z.iso.date({ error: `${name} must be a date like 2026-11-01` });

/** The sales report's period (days in India, both included) and grouping; the page picks defaults for those missing. */
export const salesReportQuery = z
  .object({
    from: isoDay("from"),
    to: isoDay("to"),
    grain: z.enum(GRAINS, { error: "grain must be day, week or month" }),
  })
  .refine(({ from, to }) => from <= to, { message: "from must not be after to", path: ["from"] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < MAX_REPORT_DAYS, {
    message: `A report covers at most ${MAX_REPORT_DAYS} days`,
    path: ["to"],
  });
export type SalesReportQuery = z.infer<typeof salesReportQuery>;

export const salesExportQuery = salesReportQuery.and(
  z.object({ measure: z.enum(SALES_MEASURES, { error: `measure must be one of ${SALES_MEASURES.join(", ")}` }) }),
);

/** The speed report's periods (lib/reports/period.ts, SPEED_REPORT_DAYS): 28 days by default, as Google's own. */
export const speedDaysSchema = z
  .enum(["7", "28", "90"], { error: "days must be 7, 28 or 90" })
  .default("28")
  .transform(Number);

export const funnelExportQuery = z.object({ days: reportDaysSchema });
export const speedExportQuery = z.object({ days: speedDaysSchema });
