/**
 * What each way of paying costs to ship an order, side by side, so the cart and the payment step
 * can say it before the shopper chooses (issue #16 item 3): the COD fee, what paying online saves
 * and how far the order is from free delivery. Pure, from the same shippingCharge as the quote.
 */
import type { Paise } from "../money";
import { shippingCharge, type ChargeRules, type Rate, type ShippingCharge, type Zone } from "./rules";

export interface PaymentChoices {
  prepaid: ShippingCharge;
  /** Null where cash on delivery is not offered. */
  cod: ShippingCharge | null;
  codFee: Paise;
  freeShippingThreshold: Paise;
  /** What paying online saves over cash on delivery: the COD fee and any free shipping; null without COD. */
  prepaidSaving: Paise | null;
  /** How much more would ship the order free when paid online (0 once it does); null without an order value. */
  toFreeShipping: Paise | null;
}

export function paymentChoices(input: {
  zone: Zone;
  rate: Rate;
  billableGrams: number;
  orderValue?: Paise;
  rules: ChargeRules;
  promotionWaivesShipping?: boolean;
}): PaymentChoices {
  // Paying online (PhonePe, the store's one prepaid way) or cash on delivery.
  const prepaid = shippingCharge({ ...input, paymentMethod: "PHONEPE" });
  const cod = input.rate.codAvailable ? shippingCharge({ ...input, paymentMethod: "COD" }) : null;
  return {
    prepaid,
    cod,
    codFee: input.rules.codFee,
    freeShippingThreshold: input.rules.freeShippingThreshold,
    prepaidSaving: cod ? cod.total - prepaid.total : null,
    toFreeShipping:
      input.orderValue === undefined ? null : Math.max(0, input.rules.freeShippingThreshold - input.orderValue),
  };
}
