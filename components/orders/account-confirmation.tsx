"use client";

import { useLocale, useTranslations } from "next-intl";
import { ApiError } from "@/lib/client/api-errors";
import { answerConfirmation, type ShopperOrder } from "@/lib/client/orders";
import { formatIndianDateTime } from "@/lib/dates";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { CodConfirmationPanel, type ConfirmationAnswer } from "./cod-confirmation-panel";
import { confirmationTexts } from "./confirmation-texts";

/**
 * "Confirm your order" on the signed-in shopper's order pages, for a cash on delivery order
 * awaiting it; `onAnswered` receives the order as it now stands.
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
  if (order.confirmBy === undefined) return null;
  async function answer(choice: ConfirmationAnswer) {
    try {
      onAnswered(await answerConfirmation(order._id, choice));
      return "kept" as const;
    } catch (error) {
      return error instanceof ApiError && error.status === 409 ? ("closed" as const) : ("failed" as const);
    }
  }
  const texts = confirmationTexts(t, {
    amount: formatRupees(rupeesToPaise(order.amount)),
    time: formatIndianDateTime(order.confirmBy, locale),
  });
  return <CodConfirmationPanel texts={texts} onAnswer={answer} />;
}
