import { useTranslations } from "next-intl";
import type { PaymentChoiceTotals } from "@/lib/client/delivery";
import { formatRupees } from "@/lib/money";

/**
 * The charges that differ between the ways of paying, said before the choice (issue #16 item 3).
 * Every figure is the server's quote (lib/delivery/payment-choices.ts); nothing is computed here.
 */

/** "+₹40.00" beside Cash on Delivery. */
export function CodFee({ choices }: { choices: PaymentChoiceTotals }) {
  const t = useTranslations("checkout.choices");
  return (
    <span className="font-semibold text-slate-900" data-testid="cod-fee">
      +{formatRupees(choices.codFee)}
      <span className="sr-only"> {t("codFee")}</span>
    </span>
  );
}

/** "Pay online and save ₹X" beside PhonePe, when paying online costs less. */
export function PrepaidSaving({ choices }: { choices: PaymentChoiceTotals }) {
  const t = useTranslations("checkout.choices");
  if (!choices.prepaidSaving || choices.prepaidSaving <= 0) return null;
  return (
    <span className="font-semibold text-green-800" data-testid="prepaid-saving">
      {t("prepaidSaving", { amount: formatRupees(choices.prepaidSaving) })}
    </span>
  );
}

/** "Add ₹Y more for free delivery" while a prepaid order is under the threshold. */
export function FreeDeliveryHint({ choices }: { choices: PaymentChoiceTotals }) {
  const t = useTranslations("checkout.choices");
  if (choices.toFreeShipping === null) return null;
  return (
    <p className="text-sm text-green-800" data-testid="free-delivery-hint">
      {choices.toFreeShipping > 0 ? t("toFree", { amount: formatRupees(choices.toFreeShipping) }) : t("freeNow")}
    </p>
  );
}
