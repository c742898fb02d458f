import { getProfile } from "@/lib/auth/accounts";
import { requireUser } from "@/lib/auth/session";
import { apiRoute, ok } from "@/lib/http/responses";
import { toUserJson } from "@/lib/wire/user";

// GET /api/user/profile – the signed-in user's name, e-mail and phone
export const GET = apiRoute(async (request) => {
  const caller = await requireUser(request);
  return ok({ user: toUserJson(await getProfile(caller.id)) });
});
