"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { answerConfirmation, fetchPayOnline, payOnlineInstead, type ShopperOrder } from "@/lib/client/orders";
import { formatIndianDateTime } from "@/lib/dates";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import type { PayOnlineJson } from "@/lib/wire/order";
import { CodConfirmationPanel, refusalOutcome, type ConfirmationAnswer } from "./cod-confirmation-panel";
import { confirmationTexts } from "./confirmation-texts";

/**
 * "Confirm your order" on the signed-in shopper's order pages, for a cash on delivery order
 * awaiting it, with what paying online instead would cost; `onAnswered` receives the order as it
 * now stands.
 */
export function AccountConfirmation({
  order,
  onAnswered,
}: {
  order: ShopperOrder;
  onAnswered: (order: ShopperOrder) => void;
}) {
  const t = useTranslations("orders.codConfirmation");
  const locale = useLocale();
  const [payOnline, setPayOnline] = useState<PayOnlineJson>(null);
  const awaiting = order.confirmBy !== undefined;
  useEffect(() => {
    if (!awaiting) return;
    let current = true;
    fetchPayOnline(order._id)
      .then((option) => current && setPayOnline(option))
      .catch(() => undefined); // the panel still confirms and cancels without it
    return () => {
      current = false;
    };
  }, [awaiting, order._id]);
  if (order.confirmBy === undefined) return null;

  async function answer(choice: ConfirmationAnswer) {
    try {
      onAnswered(await answerConfirmation(order._id, choice));
      return "kept" as const;
    } catch (error) {
      return refusalOutcome(error);
    }
  }
  const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));
  const texts = confirmationTexts(t, {
    // The cash it collects: what gift cards and store credit left to pay.
    amount: rupees(order.amount - order.paidByCredit),
    time: formatIndianDateTime(order.confirmBy, locale),
    payOnline: payOnline && { amount: rupees(payOnline.amount), saving: rupees(payOnline.saving) },
  });
  const payOnlineNow = () =>
    payOnlineInstead(order._id, crypto.randomUUID()).then((paymentUrl) => ({ paymentUrl }), refusalOutcome);
  return <CodConfirmationPanel texts={texts} onAnswer={answer} onPayOnline={payOnlineNow} />;
}
