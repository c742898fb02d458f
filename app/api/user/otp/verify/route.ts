import { signInWithCode } from "@/lib/auth/sign-in-codes";
import { readJson } from "@/lib/http/body";
import { clientAddress } from "@/lib/http/client-address";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { signInCodeCheckSchema } from "@/lib/validation/sign-in-code";
import { toUserJson } from "@/lib/wire/user";

// POST /api/user/otp/verify – signs in with the phone's code, answering as /api/user/login does (never the admin area's cookie); a new phone with a name gets its account
export const POST = apiRoute(async (request) => {
  const { phone, code, name, email } = await readJson(request, signInCodeCheckSchema);
  const newAccount = name ? { name, email } : undefined;
  const { token, user } = await signInWithCode(phone, code, newAccount, clientAddress(request), pageLocaleOf(request));
  return ok({ token, user: toUserJson(user), message: "Login successful" });
});
