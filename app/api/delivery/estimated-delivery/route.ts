import { findServiceablePincode } from "@/lib/delivery/delivery";
import { deliveryDaysText } from "@/lib/delivery/estimate";
import { readQuery } from "@/lib/http/body";
import { badRequest } from "@/lib/http/errors";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { pincodeQuerySchema } from "@/lib/validation/delivery";
import { validationMessage } from "@/lib/validation/error-messages";

// GET /api/delivery/estimated-delivery?pincode – surface transit time, such as "3-4 days"
export const GET = apiRoute(async (request) => {
  await limitByAddress(request, "pincodeCheck");
  const { pincode } = readQuery(request, pincodeQuerySchema);
  const destination = await findServiceablePincode(pincode);
  if (!destination) throw badRequest(validationMessage("pincodeUnserviceable"));
  return ok({ estimated_days: deliveryDaysText(destination.days) });
});
