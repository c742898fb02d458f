import { PASSWORD_CHANGED, resetPassword } from "@/lib/auth/password-reset";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { passwordResetSchema } from "@/lib/validation/account";

// POST /api/user/reset-password – set a new password with a reset link's token
export const POST = apiRoute(async (request) => {
  const reset = await readJson(request, passwordResetSchema);
  await resetPassword(reset);
  return ok({ message: PASSWORD_CHANGED });
});
