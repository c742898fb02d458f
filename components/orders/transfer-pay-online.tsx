"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useRefusalText } from "@/components/forms/use-refusal-text";
import { Button } from "@/components/ui/button";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { retryPayment } from "@/lib/client/orders";

/**
 * The other way to pay an order awaiting a bank transfer: PhonePe, at once. The order stays a bank
 * transfer order until PhonePe pays it, so a payment that fails leaves the transfer open.
 */
export function TransferPayOnline({ orderId, amount }: { orderId: string; amount: string }) {
  const t = useTranslations("orders.bankTransfer");
  const refusalText = useRefusalText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per visit: a double tap opens one PhonePe attempt.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  async function payOnline() {
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await retryPayment(orderId, idempotencyKey));
      return;
    } catch (failure) {
      if (isSessionRejection(failure)) return;
      setError(refusalText(messageOf(failure, t("onlineFailed")), t("onlineFailed")));
    }
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-2 border-t border-amber-200 pt-3">
      <p className="text-sm text-slate-800">{t("onlineInstead", { amount })}</p>
      <Button variant="secondary" disabled={busy} onClick={() => void payOnline()} className="self-start">
        {busy ? t("opening") : t("payOnline")}
      </Button>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
