import type { PaymentChoiceTotals } from "@/lib/client/delivery";
import { formatRupees } from "@/lib/money";

/**
 * The charges that differ between the ways of paying, said before the choice (issue #16 item 3).
 * Every figure is the server's quote (lib/delivery/payment-choices.ts); nothing is computed here.
 */

/** "+₹40.00" beside Cash on Delivery. */
export function CodFee({ choices }: { choices: PaymentChoiceTotals }) {
  return (
    <span className="font-semibold text-slate-900" data-testid="cod-fee">
      +{formatRupees(choices.codFee)}
      <span className="sr-only"> cash on delivery fee</span>
    </span>
  );
}

/** "Pay online and save ₹X" beside PhonePe, when paying online costs less. */
export function PrepaidSaving({ choices }: { choices: PaymentChoiceTotals }) {
  if (!choices.prepaidSaving || choices.prepaidSaving <= 0) return null;
  return (
    <span className="font-semibold text-green-800" data-testid="prepaid-saving">
      Pay online and save {formatRupees(choices.prepaidSaving)}
    </span>
  );
}

/** "Add ₹Y more for free delivery" while a prepaid order is under the threshold. */
export function FreeDeliveryHint({ choices }: { choices: PaymentChoiceTotals }) {
  if (choices.toFreeShipping === null) return null;
  return (
    <p className="text-sm text-green-800" data-testid="free-delivery-hint">
      {choices.toFreeShipping > 0
        ? `Add ${formatRupees(choices.toFreeShipping)} more for free delivery (when you pay online).`
        : "Free delivery on this order when you pay online."}
    </p>
  );
}
