import { register } from "@/lib/auth/accounts";
import { readJson } from "@/lib/http/body";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { registrationSchema } from "@/lib/validation/account";
import { toUserJson } from "@/lib/wire/user";

// POST /api/user/register – create a customer account and sign it in
export const POST = apiRoute(async (request) => {
  await limitByAddress(request, "registration");
  const registration = await readJson(request, registrationSchema);
  const { token, user } = await register(registration, pageLocaleOf(request));
  return ok({ token, user: toUserJson(user), message: "Registration successful" }, { status: 201 });
});
