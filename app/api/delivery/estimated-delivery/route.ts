import { expectedArrival } from "@/lib/delivery/arrival";
import { findServiceablePincode, loadRules } from "@/lib/delivery/delivery";
import { deliveryDaysText } from "@/lib/delivery/estimate";
import { readQuery } from "@/lib/http/body";
import { badRequest } from "@/lib/http/errors";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { pincodeQuerySchema } from "@/lib/validation/delivery";
import { validationMessage } from "@/lib/validation/error-messages";

// GET /api/delivery/estimated-delivery?pincode – surface transit time, such as "3-4 days", and the day it arrives by
export const GET = apiRoute(async (request) => {
  await limitByAddress(request, "pincodeCheck");
  const { pincode } = readQuery(request, pincodeQuerySchema);
  const rules = await loadRules();
  const destination = await findServiceablePincode(pincode, rules);
  if (!destination) throw badRequest(validationMessage("pincodeUnserviceable"));
  const arrival = await expectedArrival(pincode, {
    zoneDays: destination.days.max,
    dispatchDays: rules.settings.dispatchDays,
  });
  return ok({ estimated_days: deliveryDaysText(destination.days), arrives_by: arrival.by });
});
