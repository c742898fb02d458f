import { countSteps } from "@/lib/analytics/funnel-counts";
import { readReport } from "@/lib/http/report-body";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { eventsReportSchema, REPORT_MAX_BYTES } from "@/lib/validation/telemetry";

// POST /api/events – { events: ["product_view", …] }: funnel steps the browser saw, added to today's counts
export const POST = apiRoute(
  async (request) => {
    await limitByAddress(request, "funnelReport");
    const { events } = await readReport(request, eventsReportSchema, REPORT_MAX_BYTES);
    await countSteps(events);
    return ok({ counted: events.length });
  },
  // One a page view: at info level they would bury the log lines worth reading.
  { logLevel: "debug" },
);
