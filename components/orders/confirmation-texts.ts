import type { ConfirmationTexts } from "./cod-confirmation-panel";

const KEYS = [
  "heading",
  "confirm",
  "cancel",
  "cancelAsk",
  "yesCancel",
  "keep",
  "sending",
  "closed",
  "failed",
  "payOnlineHint",
  "redirecting",
] as const;

/**
 * The panel's words from messages' `orders.codConfirmation`, by the page's translator: the signed-in
 * pages' (next-intl's hook) or the tracking page's (the server's).
 */
export function confirmationTexts(
  t: (key: keyof ConfirmationTexts, values?: Record<string, string>) => string,
  { amount, time, payOnline }: { amount: string; time: string; payOnline?: { amount: string; saving: string } | null },
): ConfirmationTexts {
  const fixed = Object.fromEntries(KEYS.map((key) => [key, t(key)])) as Record<(typeof KEYS)[number], string>;
  return {
    ...fixed,
    intro: t("intro", { amount }),
    deadline: t("deadline", { time }),
    ...(payOnline && { payOnline: t("payOnline", payOnline) }),
  };
}
