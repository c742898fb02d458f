"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { useRefusalText } from "@/components/forms/use-refusal-text";
import { ApiError } from "@/lib/client/api-errors";
import type { ApiRequest } from "@/lib/client/api";
import { callAsShopper } from "@/lib/client/session-api";
import { LOCALES, isLocale, type Locale } from "@/lib/i18n/locales";
import type { NotificationsJson } from "@/lib/wire/notifications";

/** The settings call, its schema (and zod) loaded with the first call rather than with the page. */
async function callNotifications(request: Omit<ApiRequest, "token">) {
  const { notificationsResponse } = await import("@/lib/wire/notifications");
  return callAsShopper("/api/user/notifications", notificationsResponse, request);
}

/** Each language by its own name, as a language menu writes it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

type Change = Partial<Pick<NotificationsJson, "whatsapp" | "sms" | "language">>;

/**
 * The profile's choices of how the store writes: the language of e-mails and messages, and order
 * updates on WhatsApp and by SMS, each off until the customer ticks it, beside the words the
 * store records as their consent.
 */
export function NotificationSettings() {
  const t = useTranslations("notifications");
  const id = useId();
  const [settings, setSettings] = useState<NotificationsJson | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const refusalText = useRefusalText();

  useEffect(() => {
    callNotifications({ method: "GET" })
      .then(setSettings)
      .catch(() => undefined);
  }, []);

  async function change(body: Change) {
    setStatus(null);
    // Shown at once, as the shopper chose; the store's answer confirms it or puts it back.
    const before = settings;
    setSettings((current) => current && { ...current, ...body });
    try {
      setSettings(await callNotifications({ method: "POST", body: { ...body, source: "profile" } }));
      setStatus(t("saved"));
    } catch (error) {
      setSettings(before);
      setStatus(error instanceof ApiError ? refusalText(error.message, t("failed")) : t("failed"));
    }
  }

  const channels = (["whatsapp", "sms"] as const).filter((channel) => settings?.available[channel]);
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
      {settings && channels.length > 0 && !settings.phone && (
        <p className="mt-4 text-sm text-slate-600">{t("noPhone")}</p>
      )}
      {settings?.phone &&
        channels.map((channel) => (
          <div key={channel} className="mt-4 flex gap-3">
            <input
              id={`${id}-${channel}`}
              type="checkbox"
              className="mt-1 size-5 shrink-0"
              checked={settings[channel]}
              aria-describedby={`${id}-${channel}-consent`}
              onChange={(event) => void change({ [channel]: event.target.checked })}
            />
            <div>
              <label htmlFor={`${id}-${channel}`} className="font-medium text-slate-900">
                {t(channel)}
              </label>
              <p id={`${id}-${channel}-consent`} className="text-sm text-slate-600">
                {t(channel === "whatsapp" ? "whatsappConsent" : "smsConsent", { phone: settings.phone ?? "" })}
              </p>
            </div>
          </div>
        ))}
      {settings?.phone && channels.length > 0 && <p className="mt-3 text-sm text-slate-600">{t("daytime")}</p>}
      <p role="status" className="mt-2 text-sm text-slate-600">
        {status}
      </p>
    </section>
  );
}
