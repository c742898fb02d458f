import { endAdminSession } from "@/lib/auth/admin-session";
import { revokeSession, tokenFromRequest } from "@/lib/auth/session";
import { apiRoute, ok } from "@/lib/http/responses";

// POST /api/user/logout – ends this device's sessions: the token sent and an operator's admin cookie
export const POST = apiRoute(async (request) => {
  await revokeSession(tokenFromRequest(request));
  return ok({ message: "Logged out" }, { headers: { "Set-Cookie": await endAdminSession(request) } });
});
