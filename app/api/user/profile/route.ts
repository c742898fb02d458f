import { getLanguage, getProfile, setLanguage } from "@/lib/auth/accounts";
import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { profileLanguageSchema } from "@/lib/validation/account";
import { toUserJson } from "@/lib/wire/user";

const profileOf = async (userId: string) => {
  const [user, language] = await Promise.all([getProfile(userId), getLanguage(userId)]);
  return ok({ user: toUserJson(user), language });
};

// GET /api/user/profile – the signed-in user's name, e-mail and phone, and the language of their e-mails
export const GET = apiRoute(async (request) => profileOf((await requireUser(request)).id));

// PUT /api/user/profile – chooses the language of the signed-in user's e-mails ({ language: "en" | "hi" })
export const PUT = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { language } = await readJson(request, profileLanguageSchema);
  await setLanguage(caller.id, language);
  return profileOf(caller.id);
});
