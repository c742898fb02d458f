"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { ApiError } from "@/lib/client/api-errors";
import { callAsShopper } from "@/lib/client/session-api";
import { LOCALES, isLocale, type Locale } from "@/lib/i18n/locales";
import type { ApiRequest } from "@/lib/client/api";

/** The profile call, its schema (and zod) loaded with the first call rather than with the page. */
async function callProfile(request: Omit<ApiRequest, "token">) {
  const { profileResponse } = await import("@/lib/wire/user");
  return callAsShopper("/api/user/profile", profileResponse, request);
}

/** Each language by its own name, as a language menu writes it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/** The profile's choice of the language the store's e-mails and invoices are written in. */
export function EmailLanguage() {
  const t = useTranslations("emailLanguage");
  const id = useId();
  const [language, setLanguage] = useState<Locale | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  useEffect(() => {
    callProfile({ method: "GET" })
      .then((profile) => setLanguage(profile.language ?? null))
      .catch(() => undefined);
  }, []);

  async function choose(value: string) {
    if (!isLocale(value)) return;
    setStatus(null);
    try {
      const profile = await callProfile({ method: "PUT", body: { language: value } });
      setLanguage(profile.language ?? value);
      setStatus(t("saved"));
    } catch (error) {
      setStatus(error instanceof ApiError ? error.message : null);
    }
  }

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {t("label")}
      </label>
      <p className="text-sm text-slate-600">{t("hint")}</p>
      <select
        id={id}
        className="mt-2 rounded-md border border-slate-300 px-3 py-2"
        value={language ?? ""}
        disabled={language === null}
        onChange={(event) => void choose(event.target.value)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
      <p role="status" className="mt-2 text-sm text-slate-600">
        {status}
      </p>
    </section>
  );
}
