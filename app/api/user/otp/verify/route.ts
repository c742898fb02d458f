import { signInWithCode } from "@/lib/auth/sign-in-codes";
import { readJson } from "@/lib/http/body";
import { clientAddress } from "@/lib/http/client-address";
import { apiRoute, ok } from "@/lib/http/responses";
import { signInCodeCheckSchema } from "@/lib/validation/sign-in-code";
import { toUserJson } from "@/lib/wire/user";

// POST /api/user/otp/verify – signs in with the phone's code, answering as /api/user/login does (never the admin area's cookie)
export const POST = apiRoute(async (request) => {
  const { phone, code } = await readJson(request, signInCodeCheckSchema);
  const { token, user } = await signInWithCode(phone, code, clientAddress(request));
  return ok({ token, user: toUserJson(user), message: "Login successful" });
});
