"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { translateKnownMessage } from "@/lib/validation/error-messages";

/**
 * The API's refusal in the page's language: a known one (lib/validation/refusal-texts.ts, sent by
 * every page) translated; any other (the API's English, SPEC §7) kept on an English page and
 * replaced by `fallback`, the screen's own words, elsewhere.
 */
export function useRefusalText(): (message: string, fallback: string) => string {
  const refusals = useTranslations("refusals");
  const english = useLocale() === DEFAULT_LOCALE;
  return useCallback(
    (message: string, fallback: string) =>
      translateKnownMessage(message, { refusals }) ?? (english ? message : fallback),
    [refusals, english],
  );
}
