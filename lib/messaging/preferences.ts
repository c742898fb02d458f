/**
 * The customer's choices of how the store writes to them (GET/POST /api/user/notifications and
 * the profile): the language of every e-mail and message, and order updates on WhatsApp and by
 * SMS. Turning a channel on or off is a consent change (./consent.ts), recorded with the words the
 * customer read beside it, in the page's language.
 */
import "server-only";
import { createTranslator } from "use-intl/core";
import { db } from "../db";
import { env } from "../env";
import { badRequest, notFound } from "../http/errors";
import type { Locale } from "../i18n/locales";
import { runtimeMessages } from "../i18n/messages";
import { validationMessage } from "../validation/error-messages";
import { recordConsent, type ConsentSource } from "./consent";
import { messagingNumber, spokenNumber } from "./phone";

export interface NotificationSettings {
  whatsapp: boolean;
  sms: boolean;
  language: Locale;
  /** Whether the store runs each channel (lib/messaging/config.ts): one that is off is not offered. */
  available: { whatsapp: boolean; sms: boolean };
  /** The mobile the messages go to, as the consent's words name it; null without one. */
  phone: string | null;
}

export interface NotificationChange {
  whatsapp?: boolean;
  sms?: boolean;
  language?: Locale;
}

/** The words beside a channel's choice, in `locale`, naming the phone. */
export function consentWording(channel: "whatsapp" | "sms", locale: Locale, number: string): string {
  const t = createTranslator({ locale, messages: runtimeMessages(locale), namespace: "notifications" });
  return t(channel === "whatsapp" ? "whatsappConsent" : "smsConsent", { phone: spokenNumber(number) });
}

export async function notificationSettings(userId: string): Promise<NotificationSettings> {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { whatsappUpdates: true, smsUpdates: true, locale: true, phone: true },
  });
  if (!user) throw notFound("User not found");
  const { whatsApp, sms } = env().messaging;
  const number = user.phone ? messagingNumber(user.phone) : null;
  return {
    whatsapp: user.whatsappUpdates,
    sms: user.smsUpdates,
    language: user.locale,
    available: { whatsapp: whatsApp !== null, sms: sms !== null },
    phone: number && spokenNumber(number),
  };
}

/** Applies the change; a channel is turned on only for an Indian mobile and when the store runs it. */
export async function changeNotificationSettings(
  userId: string,
  change: NotificationChange,
  { source, locale }: { source: ConsentSource; locale?: Locale },
): Promise<NotificationSettings> {
  await db().$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { phone: true, locale: true } });
    if (!user) throw notFound("User not found");
    const wordsIn = locale ?? change.language ?? user.locale;
    const number = user.phone ? messagingNumber(user.phone) : null;
    const { whatsApp, sms } = env().messaging;
    for (const channel of ["whatsapp", "sms"] as const) {
      const granted = change[channel];
      if (granted === undefined) continue;
      if (granted && !number) throw badRequest(validationMessage("mobileNeededForUpdates"));
      if (granted && !(channel === "whatsapp" ? whatsApp : sms))
        throw badRequest(validationMessage("updatesUnavailable"));
      await recordConsent(tx, {
        userId,
        purpose: channel === "whatsapp" ? "WHATSAPP_UPDATES" : "SMS_UPDATES",
        granted,
        wording: number ? consentWording(channel, wordsIn, number) : "",
        locale: wordsIn,
        source,
      });
    }
    if (change.language) await tx.user.update({ where: { id: userId }, data: { locale: change.language } });
  });
  return notificationSettings(userId);
}
