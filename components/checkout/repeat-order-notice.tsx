"use client";

import { useTranslations } from "next-intl";
import { Button, ButtonLink } from "@/components/ui/button";
import type { RepeatedOrder } from "./use-place-order";

/**
 * The same cart was ordered minutes ago (another tab, a Back from PhonePe's page): the shopper
 * sees that order, or pays for it when it waits for payment, or places another on purpose.
 */
export function RepeatOrderNotice({ repeat, onPlaceAnother }: { repeat: RepeatedOrder; onPlaceAnother: () => void }) {
  const t = useTranslations("checkout.repeat");
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold text-slate-900">{t(repeat.awaitingPayment ? "awaitingPayment" : "placed")}</p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink href={`/orders/${repeat.orderId}`} variant="primary">
          {t(repeat.awaitingPayment ? "pay" : "view")}
        </ButtonLink>
        <Button variant="secondary" onClick={onPlaceAnother}>
          {t("another")}
        </Button>
      </div>
    </div>
  );
}
