/** The checkout funnel's steps, in the order a shopper reaches them, and their names in the admin's reports. */
export const FUNNEL_STEPS = [
  "product_view",
  "add_to_cart",
  "checkout_started",
  "checkout_delivery",
  "checkout_review",
  "order_placed",
  "order_paid",
] as const;
export type FunnelStepName = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Record<FunnelStepName, string> = {
  product_view: "Product page viewed",
  add_to_cart: "Added to cart",
  checkout_started: "Checkout started (payment step)",
  checkout_delivery: "Delivery step",
  checkout_review: "Review step",
  order_placed: "Order placed",
  order_paid: "Paid",
};
