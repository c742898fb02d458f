"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { findValidationMessage, translateValidationMessage } from "@/lib/validation/error-messages";

/**
 * Shows a form's error in the page's language: a message of the shared schemas or a known answer
 * of the API (lib/validation/error-messages.ts) is translated, any other text is shown as it is.
 */
export function useFieldError(): (message?: string) => string | undefined {
  const t = useTranslations("validation");
  return useCallback((message?: string) => translateValidationMessage(message, t), [t]);
}

/**
 * The API's refusal in the page's language: a known one translated; any other (the API's English,
 * SPEC §7) kept on an English page and replaced by `fallback`, the screen's own words, elsewhere.
 */
export function useRefusalText(): (message: string, fallback: string) => string {
  const t = useTranslations("validation");
  const english = useLocale() === DEFAULT_LOCALE;
  return useCallback(
    (message: string, fallback: string) =>
      findValidationMessage(message) ? translateValidationMessage(message, t) : english ? message : fallback,
    [t, english],
  );
}
