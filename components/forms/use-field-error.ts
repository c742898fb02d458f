"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { translateKnownMessage } from "@/lib/validation/error-messages";

/**
 * Shows a form's error in the page's language: a message of the shared schemas or a known answer
 * of the API (lib/validation/) is translated, any other text is shown as it is. A page with a form
 * sends the fields' texts (`validation`); every page sends the API's answers (`refusals`).
 */
export function useFieldError(): (message?: string) => string | undefined {
  const fields = useTranslations("validation");
  const refusals = useTranslations("refusals");
  return useCallback(
    (message?: string) => message && (translateKnownMessage(message, { refusals, fields }) ?? message),
    [fields, refusals],
  );
}
