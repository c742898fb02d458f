"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { LOCALES, isLocale, type Locale } from "@/lib/i18n/locales";
import { UpdateChannelChoice } from "./update-channel-choice";
import { useNotificationSettings } from "./use-notification-settings";

/** Each language by its own name, as a language menu writes it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/**
 * The profile's choices of how the store writes: the language of e-mails and messages, and order
 * updates on WhatsApp and by SMS (each off until the customer ticks it).
 */
export function NotificationSettings() {
  const t = useTranslations("notifications");
  const id = useId();
  const { settings, status, change } = useNotificationSettings("profile");
  const channels = (["whatsapp", "sms"] as const).filter((channel) => settings?.available[channel]);
  const phone = settings?.phone;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t("heading")}
      </h2>
      <label htmlFor={`${id}-language`} className="mt-3 block text-sm font-medium text-slate-900">
        {t("languageLabel")}
      </label>
      <p className="text-sm text-slate-600">{t("languageHint")}</p>
      <select
        id={`${id}-language`}
        className="mt-2 rounded-md border border-slate-300 px-3 py-2"
        value={settings?.language ?? ""}
        disabled={settings === null}
        onChange={(event) => isLocale(event.target.value) && void change({ language: event.target.value })}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
      {settings && channels.length > 0 && !phone && <p className="mt-4 text-sm text-slate-600">{t("noPhone")}</p>}
      {settings && phone && channels.length > 0 && (
        <div className="mt-4 flex flex-col gap-4">
          {channels.map((channel) => (
            <UpdateChannelChoice
              key={channel}
              id={id}
              channel={channel}
              settings={{ ...settings, phone }}
              onChange={(checked) => void change({ [channel]: checked })}
            />
          ))}
          <p className="text-sm text-slate-600">{t("daytime")}</p>
        </div>
      )}
      <p role="status" className="mt-2 text-sm text-slate-600">
        {status}
      </p>
    </section>
  );
}
