import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { changeNotificationSettings, notificationSettings } from "@/lib/messaging/preferences";
import { notificationsChange } from "@/lib/wire/notifications";

// GET /api/user/notifications – the signed-in customer's language and order updates on WhatsApp and SMS
export const GET = apiRoute(async (request) => {
  const caller = await requireUser(request);
  return ok({ ...(await notificationSettings(caller.id)) });
});

// POST /api/user/notifications – changes them ({ whatsapp?, sms?, language? }); each consent change is recorded
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { source = "api", ...change } = await readJson(request, notificationsChange);
  const settings = await changeNotificationSettings(caller.id, change, { source, locale: pageLocaleOf(request) });
  return ok({ ...settings });
});
