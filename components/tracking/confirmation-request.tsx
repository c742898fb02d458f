import { getTranslations } from "next-intl/server";
import { formatIndianDateTime } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { formatRupees, type Paise } from "@/lib/money";
import { confirmationTexts } from "@/components/orders/confirmation-texts";
import { LinkConfirmation } from "./link-confirmation";

/** The tracking page's "Confirm your order" for a cash on delivery order awaiting it, in the page's language. */
export async function ConfirmationRequest({
  token,
  amount,
  confirmBy,
  locale,
}: {
  token: string;
  amount: Paise;
  confirmBy: Date;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "orders.codConfirmation" });
  const texts = confirmationTexts(t, {
    amount: formatRupees(amount),
    time: formatIndianDateTime(confirmBy, locale),
  });
  return <LinkConfirmation endpoint={`/api/track/${token}/confirmation`} texts={texts} />;
}
