import { login } from "@/lib/auth/accounts";
import { startAdminSession } from "@/lib/auth/admin-session";
import { clientIpFromRequest } from "@/lib/auth/login-throttle";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { loginSchema } from "@/lib/validation/account";
import { toUserJson } from "@/lib/wire/user";

// POST /api/user/login – sign in with e-mail or phone and password
export const POST = apiRoute(async (request) => {
  const credentials = await readJson(request, loginSchema);
  const { token, user } = await login(credentials, clientIpFromRequest(request));
  // Operators also get the admin pages' cookie; shoppers get nothing beyond the token.
  const headers = user.role === "ADMIN" ? { "Set-Cookie": await startAdminSession(user.id) } : undefined;
  return ok({ token, user: toUserJson(user), message: "Login successful" }, { headers });
});
