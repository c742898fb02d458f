import type { PaymentMethodValue } from "./payment-method";

/** How an order's payment reads: method (SPEC §9's "cod" / "phonepe") and whether it is paid. */
export function paymentLabel(method: PaymentMethodValue, paid: boolean): string {
  if (method === "cod") return paid ? "Cash on Delivery · Paid" : "Cash on Delivery · Pay on delivery";
  return paid ? "PhonePe · Paid" : "PhonePe · Not paid";
}
