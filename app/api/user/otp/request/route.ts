import { requestSignInCode } from "@/lib/auth/sign-in-codes";
import { readJson } from "@/lib/http/body";
import { clientAddress } from "@/lib/http/client-address";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { validationMessage } from "@/lib/validation/error-messages";
import { signInCodeRequestSchema } from "@/lib/validation/sign-in-code";

// POST /api/user/otp/request – sends a one-time sign-in code to an Indian mobile, by WhatsApp or SMS; answers alike whether an account uses it
export const POST = apiRoute(async (request) => {
  const { phone } = await readJson(request, signInCodeRequestSchema);
  const { channel, minutes } = await requestSignInCode(phone, clientAddress(request), pageLocaleOf(request));
  return ok({
    channel: channel.toLowerCase(),
    expiresInMinutes: minutes,
    message: validationMessage("codeSent", { minutes }),
  });
});
