/**
 * MSG91's delivery reports, posted to the URL set in its panel: v2 (a form field `data` holding a
 * JSON array, one entry per request) or v3 (JSON, one object per number). MSG91 signs nothing,
 * so the URL carries a secret token (MSG91_REPORT_TOKEN), and a report only moves a message the
 * store sent under that request id to that number. Credits spent are the SMS's cost.
 */
import "server-only";
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { env } from "../../env";
import { badRequest, unauthorized } from "../../http/errors";
import { text } from "../../validation/text";
import { applyStatusReport, type ReportedStatus } from "../status-updates";

const numberReport = z.object({
  number: text().regex(/^\d{10,15}$/),
  status: z.union([text().max(5), z.number()]).transform(String),
  desc: text().max(100).optional(),
  failedReason: text().max(300).optional(),
  date: text().max(40).optional(),
  credit: z
    .union([text().max(5), z.number()])
    .transform(Number)
    .optional(),
});
const v2Entry = z.object({ requestId: text().max(100), report: z.array(numberReport).max(1000) });
const v3Report = numberReport.extend({ requestId: text().max(100) });

/** MSG91's final statuses: 1 delivered; 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked. */
const FINAL: Record<string, ReportedStatus> = {
  "1": "delivered",
  "2": "failed",
  "9": "failed",
  "16": "failed",
  "17": "failed",
  "25": "failed",
};

/** MSG91 writes India's time: "2026-05-22 10:06:20". */
const istDate = (date: string | undefined) => {
  const parsed = date ? new Date(`${date.replace(" ", "T")}+05:30`) : new Date(NaN);
  return Number.isNaN(parsed.getTime()) ? new Date() : parsed;
};

export function isReportToken(token: string | null): boolean {
  const expected = Buffer.from(env().messaging.sms?.reportToken ?? "");
  const given = Buffer.from(token ?? "");
  return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}

/** The reports in a body of either version. */
export function parseReports(contentType: string, body: string): z.infer<typeof v3Report>[] {
  try {
    if (contentType.includes("application/x-www-form-urlencoded")) {
      const data = new URLSearchParams(body).get("data") ?? "";
      const entries = z.array(v2Entry).max(1000).parse(JSON.parse(data));
      return entries.flatMap(({ requestId, report }) => report.map((one) => ({ ...one, requestId })));
    }
    return z
      .union([v3Report, z.array(v3Report).max(1000)])
      .transform((reports) => [reports].flat())
      .parse(JSON.parse(body));
  } catch {
    throw badRequest("Not an MSG91 delivery report");
  }
}

/** Applies the reports of a request whose token is MSG91_REPORT_TOKEN; throws 401 for any other. */
export async function receiveDeliveryReports(token: string | null, contentType: string, body: string): Promise<void> {
  if (!isReportToken(token)) throw unauthorized("Invalid token");
  const price = env().messaging.pricesCentipaise.sms;
  for (const report of parseReports(contentType, body)) {
    const status = FINAL[report.status];
    if (!status) continue;
    await applyStatusReport({
      providerId: report.requestId,
      recipient: report.number,
      status,
      at: istDate(report.date),
      error:
        status === "failed"
          ? { code: report.status, title: report.failedReason || report.desc || "Failed" }
          : undefined,
      costCentipaise: report.credit !== undefined && Number.isFinite(report.credit) ? report.credit * price : undefined,
    });
  }
}
