import { requireUser } from "@/lib/auth/session";
import { businessProfileOf, removeBusinessProfile, saveBusinessProfile } from "@/lib/business/business-profiles";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { businessProfileSchema } from "@/lib/validation/business";

// GET /api/user/business – the caller's business or school profile for GST invoices, or null
export const GET = apiRoute(async (request) => {
  const caller = await requireUser(request);
  return ok({ business: await businessProfileOf(caller.id) });
});

// PUT /api/user/business – save the caller's business or school profile (legal name, GSTIN, billing address)
export const PUT = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const business = await saveBusinessProfile(caller.id, await readJson(request, businessProfileSchema));
  return ok({ message: "Business details saved", business });
});

// DELETE /api/user/business – remove the caller's business profile (orders keep the copy on their invoices)
export const DELETE = apiRoute(async (request) => {
  const caller = await requireUser(request);
  await removeBusinessProfile(caller.id);
  return ok({ message: "Business details removed", business: null });
});
