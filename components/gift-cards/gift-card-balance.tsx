"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { CodeField } from "@/components/forms/code-field";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { sessionStore } from "@/lib/client/session";
import { callAsShopper } from "@/lib/client/session-api";
import { useStore } from "@/lib/client/store";
import { lastValidMoment } from "@/lib/credit/limits";
import { formatIndianDate } from "@/lib/dates";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { giftCardCheckResponse } from "@/lib/wire/credit";

/** A gift card's balance and last day, for whoever holds its code (signed in: tries are counted per account). */
export function GiftCardBalance() {
  const t = useTranslations("giftCards.balance");
  const locale = useLocale();
  const { status } = useStore(sessionStore);
  const [code, setCode] = useState("");
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (status !== "signed-in") return null;

  async function check(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { giftCard } = await callAsShopper("/api/gift-cards/check", giftCardCheckResponse, { body: { code } });
      const lastDay = formatIndianDate(lastValidMoment(giftCard.expiresAt), locale);
      setAnswer(
        t("answer", { hint: giftCard.hint, balance: formatRupees(rupeesToPaise(giftCard.balance)), date: lastDay }),
      );
    } catch (error) {
      if (!isSessionRejection(error)) setAnswer(messageOf(error, t("failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={check} className="mt-8 flex flex-col gap-3" aria-labelledby="gift-card-balance-heading">
      <h2 id="gift-card-balance-heading" className="text-xl font-semibold text-slate-900">
        {t("heading")}
      </h2>
      <CodeField
        id="gift-card-balance-code"
        label={t("codeLabel")}
        value={code}
        onChange={setCode}
        busy={busy}
        submitLabel={t("check")}
      />
      {answer && (
        <p role="status" className="text-slate-800">
          {answer}
        </p>
      )}
    </form>
  );
}
