/** How an order's payment reads: method and whether it is paid. */
export function paymentLabel(order: { paymentMethod: "cod" | "phonepe"; payment: boolean }): string {
  if (order.paymentMethod === "cod")
    return order.payment ? "Cash on Delivery · Paid" : "Cash on Delivery · Pay on delivery";
  return order.payment ? "PhonePe · Paid" : "PhonePe · Not paid";
}
