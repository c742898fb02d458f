import { storeVitals } from "@/lib/analytics/vitals";
import { readReport } from "@/lib/http/report-body";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { REPORT_MAX_BYTES, vitalsReportSchema } from "@/lib/validation/telemetry";

// POST /api/vitals – { page, device, metrics: [{ name, value }] }: a page's Core Web Vitals, sent as it is left
export const POST = apiRoute(
  async (request) => {
    await limitByAddress(request, "vitalsReport");
    const report = await readReport(request, vitalsReportSchema, REPORT_MAX_BYTES);
    return ok({ stored: await storeVitals(report) });
  },
  // One a sampled page view: at info level they would bury the log lines worth reading.
  { logLevel: "debug" },
);
