import { useLocale, useTranslations } from "next-intl";
import { useDaysText } from "@/components/checkout/use-days-text";
import { formatIndianDate, formatIndianDateTime } from "@/lib/dates";
import type { PromisedDelivery } from "@/lib/delivery/estimate";
import type { PaymentMethodValue } from "@/lib/orders/payment-method";
import { orderStatusOf } from "@/lib/orders/status";

/**
 * What the order screens word in the page's language: a status (the API names it by its English
 * label), dates, the promised delivery and how the order is paid.
 */
export function useOrderTexts() {
  const t = useTranslations("orders");
  const locale = useLocale();
  const daysText = useDaysText();
  return {
    status: (label: string) => {
      const status = orderStatusOf(label);
      return status ? t(`status.${status}`) : label;
    },
    date: (date: Date | number) => formatIndianDate(date, locale),
    dateTime: (date: Date | number) => formatIndianDateTime(date, locale),
    /** "by 27 November 2026 (3-4 days)". */
    promise: ({ by, range }: PromisedDelivery) =>
      t("promise", { date: formatIndianDate(by, locale), days: daysText(range) }),
    payment: (method: PaymentMethodValue, paid: boolean) => t(`payment.${method}.${paid ? "paid" : "unpaid"}`),
  };
}
