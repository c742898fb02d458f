"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "./button";

/**
 * What a screen shows when the data it loads in the browser could not be fetched: the SPEC §8
 * fallback ('Failed to fetch products'…) and a retry, never an empty list that looks like the truth.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => Promise<unknown> }) {
  const t = useTranslations("ui");
  const [retrying, setRetrying] = useState(false);
  async function retry() {
    setRetrying(true);
    // The screen follows its store: a second failure shows this again, a success replaces it.
    await onRetry().catch(() => undefined);
    setRetrying(false);
  }
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p className="text-xl font-semibold text-slate-900">{message}</p>
      <p className="text-slate-600">{t("checkConnection")}</p>
      <Button size="lg" onClick={() => void retry()} disabled={retrying}>
        {retrying ? t("retrying") : t("tryAgain")}
      </Button>
    </div>
  );
}
