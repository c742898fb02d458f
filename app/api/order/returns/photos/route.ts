import { requireUser } from "@/lib/auth/session";
import { badRequest, DomainError } from "@/lib/http/errors";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE } from "@/lib/media/uploads";
import { uploadReturnPhoto } from "@/lib/orders/returns/return-photos";
import { recordIdSchema } from "@/lib/validation/ids";
import { validationMessage } from "@/lib/validation/error-messages";

/** The photo plus the form's own framing. */
const MAX_FORM_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

// POST /api/order/returns/photos – the owner uploads one photo (multipart "photo") for a return of their order ("orderId")
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  await limitByAddress(request, "returnPhotoUpload");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) {
    throw new DomainError(413, TOO_LARGE_MESSAGE);
  }
  const form = await request.formData().catch(() => {
    throw badRequest("Send the photo as a multipart form");
  });
  const orderId = recordIdSchema("Order ID").parse(form.get("orderId") ?? "");
  const photo = form.get("photo");
  if (!(photo instanceof File)) throw badRequest(validationMessage("imageRequired"));
  const path = await uploadReturnPhoto(caller.id, orderId, photo);
  return ok({ message: "Photo uploaded", path }, { status: 201 });
});
