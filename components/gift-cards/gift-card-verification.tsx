"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Spinner } from "@/components/session/loading-screen";
import { Button, ButtonLink } from "@/components/ui/button";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { callAsShopper } from "@/lib/client/session-api";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { giftCardPurchaseResponse, type GiftCardPurchaseJson } from "@/lib/wire/credit";

/** The buyer back from PhonePe: the gift card issued and e-mailed, or why not, or still waiting. */
export function GiftCardVerification({ purchaseId }: { purchaseId: string | null }) {
  const t = useTranslations("giftCards.verify");
  const [purchase, setPurchase] = useState<GiftCardPurchaseJson | null>(null);
  const [problem, setProblem] = useState<string | null>(purchaseId ? null : t("loadFailed"));

  const check = useCallback(
    (isCurrent: () => boolean = () => true) => {
      if (!purchaseId) return;
      callAsShopper("/api/gift-cards/verify", giftCardPurchaseResponse, { body: { purchaseId } })
        .then((answer) => isCurrent() && setPurchase(answer.purchase))
        .catch((error: unknown) => {
          if (isCurrent() && !isSessionRejection(error)) setProblem(messageOf(error, t("loadFailed")));
        });
    },
    [purchaseId, t],
  );

  useEffect(() => {
    let current = true;
    check(() => current);
    return () => {
      current = false;
    };
  }, [check]);

  const heading = <h1 className="mb-4 text-2xl font-bold text-slate-900">{t("title")}</h1>;
  if (problem) {
    return (
      <>
        {heading}
        <p role="alert">{problem}</p>
      </>
    );
  }
  if (!purchase) {
    return (
      <>
        {heading}
        <Spinner label={t("checking")} />
      </>
    );
  }
  const value = formatRupees(rupeesToPaise(purchase.value));
  return (
    <>
      {heading}
      <div role="status" className="flex flex-col gap-4 text-lg">
        {purchase.state === "PAID" && (
          <>
            <p>{t("paid", { value, name: purchase.recipientName, email: purchase.recipientEmail })}</p>
            <p className="text-base text-slate-700">{t("receipt", { number: purchase.receiptNumber ?? "" })}</p>
          </>
        )}
        {purchase.state === "FAILED" && (
          <>
            <p>{t("failed")}</p>
            <ButtonLink href="/gift-cards" className="self-start">
              {t("tryAgain")}
            </ButtonLink>
          </>
        )}
        {purchase.state === "AWAITING_PAYMENT" && (
          <>
            <p>{t("pending")}</p>
            <Button onClick={() => check()} className="self-start">
              {t("checkAgain")}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
