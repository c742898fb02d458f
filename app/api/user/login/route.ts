import { login } from "@/lib/auth/accounts";
import { clientIpFromRequest } from "@/lib/auth/login-throttle";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { loginSchema } from "@/lib/validation/account";

// POST /api/user/login – sign in with e-mail or phone and password
export const POST = apiRoute(async (request) => {
  const credentials = await readJson(request, loginSchema);
  const { token, user } = await login(credentials, clientIpFromRequest(request));
  return ok({ token, user, message: "Login successful" });
});
