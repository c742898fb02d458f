/**
 * The order placement payload of SPEC §3, which the checkout sends: the §7 spellings (rupee
 * numbers, the estimate as text) made from the checkout's typed values.
 */
import type { CartLine, CartTotals } from "../cart/cart-lines";
import { deliveryDaysText, FALLBACK_DELIVERY_DAYS } from "../delivery/estimate";
import { toRupeeNumber, type Paise } from "../money";
import type { AddressForm } from "../orders/checkout";
import type { PaymentMethodValue } from "../orders/payment-method";
import type { PincodeData, ShippingCostJson } from "./delivery";

export interface PlacementInput {
  lines: readonly CartLine[];
  totals: CartTotals;
  shipping: { total: Paise; cost: ShippingCostJson };
  address: AddressForm;
  paymentMethod: PaymentMethodValue;
  orderNotes: string;
  pincodeData: PincodeData;
  /** Null when checkout could not get one. */
  estimatedDelivery: string | null;
  /** The shopper, told of the same order placed minutes ago, wants another. */
  confirmRepeat?: boolean;
  /** A GST invoice to the customer's business profile, with the buyer's purchase order number. */
  gstInvoice?: boolean;
  purchaseOrder?: string;
  /** The promotion code the cart shows applied, if any. */
  couponCode?: string | null;
  /** Gift cards and store credit to pay with, and what they pay of the total. */
  credit?: { giftCardCodes: string[]; useStoreCredit: boolean; paidByCredit: Paise };
}

/** The order placement payload of SPEC §3; the server recomputes every price and refuses a different total. */
export function placementPayload(input: PlacementInput) {
  return {
    items: input.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      price: toRupeeNumber(line.unitPrice),
      quantity: line.quantity,
      weight: line.shippingWeight,
      image: line.image ?? "",
    })),
    amount: toRupeeNumber(input.totals.total + input.shipping.total),
    address: input.address,
    paymentMethod: input.paymentMethod,
    orderNotes: input.orderNotes.trim(),
    ...(input.confirmRepeat && { confirmRepeat: true }),
    ...(input.couponCode && { couponCode: input.couponCode }),
    ...(input.gstInvoice && { gstInvoice: true, purchaseOrder: input.purchaseOrder?.trim() || undefined }),
    ...(input.credit &&
      input.credit.paidByCredit > 0 && {
        giftCardCodes: input.credit.giftCardCodes,
        useStoreCredit: input.credit.useStoreCredit,
        paidByCredit: toRupeeNumber(input.credit.paidByCredit),
      }),
    deliveryInfo: {
      pincodeData: input.pincodeData,
      estimatedDelivery: input.estimatedDelivery ?? deliveryDaysText(FALLBACK_DELIVERY_DAYS),
      shippingCost: input.shipping.cost,
      totalWeight: input.totals.shippingWeight,
    },
  };
}
