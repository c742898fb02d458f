"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { translateValidationMessage } from "@/lib/validation/error-messages";

/**
 * Shows a form's error in the page's language: a message of the shared schemas or a known answer
 * of the API (lib/validation/error-messages.ts) is translated, any other text is shown as it is.
 */
export function useFieldError(): (message?: string) => string | undefined {
  const t = useTranslations("validation");
  return useCallback((message?: string) => translateValidationMessage(message, t), [t]);
}
