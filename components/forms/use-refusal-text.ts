"use client";

import { useCallback } from "react";
import { refusalInLanguage } from "@/lib/validation/error-messages";
import { useRefusalLanguage } from "./use-refusal-language";

/**
 * The API's refusal in the page's language (refusalInLanguage): a known one
 * (lib/validation/refusal-texts.ts, sent by every page) translated, any other replaced by
 * `fallback` on a page that is not English.
 */
export function useRefusalText(): (message: string, fallback: string) => string {
  const language = useRefusalLanguage();
  return useCallback((message: string, fallback: string) => refusalInLanguage(message, fallback, language), [language]);
}
