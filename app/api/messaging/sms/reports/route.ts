import { readBodyBytes } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { receiveDeliveryReports } from "@/lib/messaging/sms/delivery-reports";

const MAX_REPORT_BYTES = 1024 * 1024;

// POST /api/messaging/sms/reports?token=… – MSG91's delivery reports (v2 form or v3 JSON), authorised by the URL's token
export const POST = apiRoute(async (request) => {
  const body = (await readBodyBytes(request, MAX_REPORT_BYTES)).toString("utf8");
  const token = new URL(request.url).searchParams.get("token");
  await receiveDeliveryReports(token, request.headers.get("content-type") ?? "", body);
  return ok();
});
