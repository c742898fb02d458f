/** The admin reports' queries: a period of days back from now, and for the returns report which measure to export. */
import { z } from "zod";

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

/** The speed report's periods (lib/reports/period.ts, SPEED_REPORT_DAYS): 28 days by default, as Google's own. */
export const speedDaysSchema = z
  .enum(["7", "28", "90"], { error: "days must be 7, 28 or 90" })
  .default("28")
  .transform(Number);

export const funnelExportQuery = z.object({ days: reportDaysSchema });
export const speedExportQuery = z.object({ days: speedDaysSchema });
