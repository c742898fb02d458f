import { findServiceablePincode } from "@/lib/delivery/delivery";
import { readQuery } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { pincodeQuerySchema } from "@/lib/validation/delivery";
import { toPincodeDataJson } from "@/lib/wire/delivery";
import { validationMessage } from "@/lib/validation/error-messages";

// GET /api/delivery/check-serviceability?pincode – can the store deliver there, and is COD offered
export const GET = apiRoute(async (request) => {
  await limitByAddress(request, "pincodeCheck");
  const { pincode } = readQuery(request, pincodeQuerySchema);
  const destination = await findServiceablePincode(pincode);
  if (!destination) return ok({ serviceable: false, data: null, message: validationMessage("pincodeUnserviceable") });
  const { place } = destination;
  return ok({ serviceable: true, data: toPincodeDataJson(place), message: `We deliver to ${place.city}` });
});
