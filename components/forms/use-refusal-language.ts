"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import type { RefusalLanguage } from "@/lib/validation/error-messages";

/**
 * The page's side of translating the API's refusals (refusalInLanguage), without the catalogue: a
 * screen that meets a refusal rarely (the product page's pincode check) loads that with its call.
 */
export function useRefusalLanguage(): RefusalLanguage {
  const refusals = useTranslations("refusals");
  const english = useLocale() === DEFAULT_LOCALE;
  return useMemo(() => ({ refusals, english }), [refusals, english]);
}
