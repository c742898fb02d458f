"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useRefusalText } from "@/components/forms/use-refusal-text";
import { Button } from "@/components/ui/button";
import { messageOf } from "@/lib/client/api-errors";
import { retryPayment, switchToPayOnDelivery, type ShopperOrder } from "@/lib/client/orders";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import type { PaymentRecoveryJson } from "@/lib/wire/order";

/**
 * The ways out of a failed (or abandoned) payment: pay again through PhonePe, or pay on delivery
 * where the store offers it for this order (the API says so, with the re-quoted total).
 */
export function PaymentRecovery({
  orderId,
  recovery,
  onPlaced,
}: {
  orderId: string;
  recovery: PaymentRecoveryJson;
  onPlaced: (order: ShopperOrder) => void;
}) {
  const [busy, setBusy] = useState<"retry" | "cod" | null>(null);
  const t = useTranslations("payments.recovery");
  const refusalText = useRefusalText();
  const [error, setError] = useState<string | null>(null);
  // One key per way out and visit: a double tap opens one attempt, or switches once.
  const [idempotencyKeys] = useState(() => ({ retry: crypto.randomUUID(), cod: crypto.randomUUID() }));
  const cod = recovery.payOnDelivery;

  async function run(action: "retry" | "cod") {
    setBusy(action);
    setError(null);
    try {
      if (action === "retry") {
        window.location.assign(await retryPayment(orderId, idempotencyKeys.retry));
        return;
      }
      onPlaced(await switchToPayOnDelivery(orderId, idempotencyKeys.cod));
    } catch (failure) {
      setError(refusalText(messageOf(failure, t("failed")), t("failed")));
    }
    setBusy(null);
  }

  if (!recovery.retry && !cod.available) return null;
  return (
    <div className="mt-6 flex flex-col gap-3 text-left" data-testid="payment-recovery">
      {recovery.retry && (
        <Button size="lg" disabled={busy !== null} onClick={() => void run("retry")}>
          {t(busy === "retry" ? "opening" : "retry")}
        </Button>
      )}
      {cod.available ? (
        <div className="flex flex-col gap-1">
          <Button variant="secondary" size="lg" disabled={busy !== null} onClick={() => void run("cod")}>
            {t(busy === "cod" ? "placing" : "codInstead")}
          </Button>
          {cod.amount !== undefined && (
            <p className="text-center text-sm text-slate-600">
              {t("codTotal", {
                amount: formatRupees(rupeesToPaise(cod.amount)),
                fee: formatRupees(rupeesToPaise(cod.codFee ?? 0)),
              })}
            </p>
          )}
        </div>
      ) : (
        cod.reason && (
          <p className="text-center text-sm text-slate-600">
            {t("codReason", { reason: refusalText(cod.reason, t("codNotOffered")) })}
          </p>
        )
      )}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
