"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { CodeField } from "@/components/forms/code-field";
import { Button } from "@/components/ui/button";
import { hiddenText } from "@/components/ui/hidden-text";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { notify } from "@/lib/client/notify";
import { lastValidMoment, MAX_GIFT_CARDS_PER_ORDER } from "@/lib/credit/limits";
import { formatIndianDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import type { CheckoutCredit } from "./use-checkout-credit";

/**
 * Gift cards and store credit at the payment step: a code box for gift cards, each card added with
 * its balance and last day, and the account's store credit to use or not. What they pay is shown
 * in the summary; the payment method pays the rest.
 */
export function CreditPanel({ credit }: { credit: CheckoutCredit }) {
  const t = useTranslations("checkout.credit");
  const locale = useLocale();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const full = credit.giftCards.length >= MAX_GIFT_CARDS_PER_ORDER;

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    try {
      await credit.addGiftCard(code);
      setCode("");
      notify.success(t("added"));
    } catch (error) {
      if (!isSessionRejection(error)) notify.error(messageOf(error, t("addFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="credit-heading" className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <h3 id="credit-heading" className="font-semibold text-slate-900">
        {t("heading")}
      </h3>
      {credit.storeCredit > 0 && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={credit.useStoreCredit}
            onChange={(event) => credit.setUseStoreCredit(event.target.checked)}
          />
          {t("useStoreCredit", { amount: formatRupees(credit.storeCredit) })}
        </label>
      )}
      {credit.giftCards.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm" data-testid="gift-cards">
          {credit.giftCards.map((card) => (
            <li key={card.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {t("card", {
                  hint: card.hint,
                  balance: formatRupees(card.balance),
                  date: formatIndianDate(lastValidMoment(card.expiresAt), locale),
                })}
              </span>
              <Button variant="secondary" size="sm" onClick={() => credit.removeGiftCard(card.id)}>
                {t.rich("remove", { hint: card.hint, hidden: hiddenText })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <form onSubmit={add} aria-label={t("form")}>
          <CodeField
            id="gift-card-code"
            label={t("codeLabel")}
            value={code}
            onChange={setCode}
            busy={busy}
            submitLabel={busy ? t("adding") : t("add")}
          />
        </form>
      )}
    </section>
  );
}
