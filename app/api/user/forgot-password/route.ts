import { RESET_LINK_SENT } from "@/lib/auth/password-reset";
import { requestPasswordReset } from "@/lib/auth/reset-requests";
import { readJson } from "@/lib/http/body";
import { clientAddress } from "@/lib/http/client-address";
import { apiRoute, ok } from "@/lib/http/responses";
import { forgotPasswordSchema } from "@/lib/validation/account";

// POST /api/user/forgot-password – e-mail a password reset link; the same answer, at once, for any address
export const POST = apiRoute(async (request) => {
  const { email } = await readJson(request, forgotPasswordSchema);
  await requestPasswordReset(email, clientAddress(request));
  return ok({ message: RESET_LINK_SENT });
});
