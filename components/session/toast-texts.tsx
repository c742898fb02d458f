"use client";

import { useMessages, useTranslations } from "next-intl";
import { useEffect } from "react";
import { translateToastsWith, type ToastTranslator } from "@/lib/client/notify";
import { translateKnownMessage } from "@/lib/validation/error-messages";

/**
 * Lends the toasts the texts its provider holds: an API's refusal passed on as it came ("Product is
 * out of stock") is shown in the page's language, and on a page with forms (its texts include
 * `validation`) a field's message too. The language layout's toast host has one; each page's
 * provider with form texts another (components/layout/page-texts.tsx).
 */
export function ToastTexts() {
  const t = useTranslations();
  const formTexts = "validation" in useMessages();
  useEffect(() => translateToastsWith(toastTranslator(t, formTexts)), [t, formTexts]);
  return null;
}

/** Translates a refusal with `t` (the provider's texts), and a field's message when it has `formTexts`. */
export function toastTranslator(t: ReturnType<typeof useTranslations<never>>, formTexts: boolean): ToastTranslator {
  return (message) =>
    translateKnownMessage(message, {
      refusals: (key, values) => t(`refusals.${key}`, values),
      fields: formTexts ? (key, values) => t(`validation.${key}`, values) : undefined,
    });
}
