import { getTranslations } from "next-intl/server";
import { confirmationTexts } from "@/components/orders/confirmation-texts";
import { formatIndianDateTime } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { formatRupees, type Paise } from "@/lib/money";
import { payOnlineOptionOf } from "@/lib/payments/phonepe/pay-online-instead";
import { LinkConfirmation } from "./link-confirmation";

/**
 * The tracking page's "Confirm your order" for a cash on delivery order awaiting it, in the page's
 * language, with what paying online instead would cost.
 */
export async function ConfirmationRequest({
  token,
  orderId,
  amount,
  confirmBy,
  locale,
}: {
  token: string;
  orderId: string;
  amount: Paise;
  confirmBy: Date;
  locale: Locale;
}) {
  const [t, payOnline] = await Promise.all([
    getTranslations({ locale, namespace: "orders.codConfirmation" }),
    payOnlineOptionOf(orderId),
  ]);
  const texts = confirmationTexts(t, {
    amount: formatRupees(amount),
    time: formatIndianDateTime(confirmBy, locale),
    payOnline: payOnline.available
      ? {
          amount: formatRupees(payOnline.amount),
          saving: formatRupees(payOnline.saving),
        }
      : null,
  });
  return <LinkConfirmation endpoint={`/api/track/${token}`} texts={texts} />;
}
