import type { PaymentMethodValue } from "./payment-method";

/** How an order's payment reads: method (SPEC §9's "cod" / "phonepe", or "credit") and whether it is paid. */
export function paymentLabel(method: PaymentMethodValue, paid: boolean): string {
  if (method === "cod") return paid ? "Cash on Delivery · Paid" : "Cash on Delivery · Pay on delivery";
  if (method === "credit") return paid ? "Gift card / store credit · Paid" : "Gift card / store credit · Not paid";
  if (method === "bank_transfer") return paid ? "Bank transfer · Paid" : "Bank transfer · Awaiting transfer";
  return paid ? "PhonePe · Paid" : "PhonePe · Not paid";
}
