/** The admin reports' query: a period of the last 30, 90 or 365 days, and which measure to export. */
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
