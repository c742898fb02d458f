import { readBodyBytes } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { receiveTrackingHint } from "@/lib/shipping/tracking-webhook";

const MAX_WEBHOOK_BYTES = 256 * 1024;

// POST /api/shipping/courier-updates – Shiprocket's tracking webhook, authorised by its x-api-key token
export const POST = apiRoute(async (request) => {
  const body = (await readBodyBytes(request, MAX_WEBHOOK_BYTES)).toString("utf8");
  await receiveTrackingHint(request.headers.get("x-api-key"), body);
  return ok();
});
