import { EMAIL_VERIFIED, verifyEmail } from "@/lib/auth/email-verification";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { emailVerificationSchema } from "@/lib/validation/account";

// POST /api/user/verify-email – confirm a checkout e-mail with its link's token
export const POST = apiRoute(async (request) => {
  const { token } = await readJson(request, emailVerificationSchema);
  await verifyEmail(token);
  return ok({ message: EMAIL_VERIFIED });
});
