"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Link } from "@/lib/i18n/navigation";
import { isSessionRejection } from "@/lib/client/api-errors";
import { fetchAccountCredit } from "@/lib/client/credit";
import { lastValidMoment } from "@/lib/credit/limits";
import { formatIndianDate } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { rupeesToPaise, formatRupees } from "@/lib/money";
import { displayOrderId } from "@/lib/orders/order-view";
import type { AccountCreditJson } from "@/lib/wire/credit";

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));
/** The last day a card pays, in India. */
const lastDay = (iso: string, locale: Locale) => formatIndianDate(lastValidMoment(iso), locale);

/**
 * The profile's store credit, with every movement of it (refunds taken as credit, credit given back,
 * credit spent), and the gift cards the customer bought with what is left on each. Shown once there
 * is something to show.
 */
export function AccountCredit() {
  const t = useTranslations("account.credit");
  const locale = useLocale();
  const [credit, setCredit] = useState<AccountCreditJson | null>(null);

  useEffect(() => {
    fetchAccountCredit()
      .then(setCredit)
      .catch((error: unknown) => {
        if (!isSessionRejection(error)) setCredit(null);
      });
  }, []);

  if (!credit || (credit.movements.length === 0 && credit.giftCardsBought.length === 0)) return null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6" aria-labelledby="credit-heading">
      <h2 id="credit-heading" className="text-xl font-semibold">
        {t("heading")}
      </h2>
      <p className="mt-2 text-lg" data-testid="store-credit">
        {t.rich("balance", { amount: rupees(credit.storeCredit), strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      {credit.movements.length > 0 && (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">{t("movements")}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 font-semibold">
                {t("date")}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t("what")}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t("amount")}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t("after")}
              </th>
            </tr>
          </thead>
          <tbody>
            {credit.movements.map((movement, index) => (
              <tr key={index} className="border-b border-slate-100">
                <td className="py-2">{formatIndianDate(new Date(movement.at), locale)}</td>
                <td className="py-2">
                  {t(`kind.${movement.kind}`)}
                  {movement.orderId && (
                    <>
                      {" · "}
                      <Link href={`/orders/${movement.orderId}`} className="text-brand-700 hover:underline">
                        {t("order", { id: displayOrderId(movement.orderId) })}
                      </Link>
                    </>
                  )}
                </td>
                <td className="py-2 text-right">
                  {movement.kind === "REDEEM" || movement.kind === "EXPIRE" ? "−" : "+"}
                  {rupees(movement.amount)}
                </td>
                <td className="py-2 text-right">{rupees(movement.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {credit.giftCardsBought.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold">{t("giftCardsBought")}</h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {credit.giftCardsBought.map((card) => (
              <li key={card.hint + card.boughtAt}>
                {t("giftCard", {
                  hint: card.hint,
                  name: card.recipientName,
                  value: rupees(card.value),
                  balance: rupees(card.balance),
                  date: lastDay(card.expiresAt, locale),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
