/** The order's tracking page, opened from a message's link without signing in (app/[locale]/track/). */
export const tracking = {
  title: "Track your order",
  heading: "Order #{id}",
  placed: "Placed on {date} · {amount}",
  statusNow: "Status: <strong>{status}</strong>",
  progress: "Progress",
  reached: "{status}, {date}",
  notYet: "{status}, not yet",
  return: "Return: {status}, {date}",
  expected: "Expected by {date}",
  courier: "Courier: {courier}",
  trackingNumber: "Tracking number: {number}",
  items: "Items",
  item: "{name} × {quantity}",
  deliverTo: "Delivering to {city} {pincode}",
  invoice: "Download the tax invoice",
  fullOrder: "See the whole order (sign in)",
  notFound:
    "This order link is not valid or has expired. Please sign in to see your orders, or open the link in our latest message.",
  offTrack: {
    AWAITING_PAYMENT: "We are waiting for your payment. The order is placed once it arrives.",
    PAYMENT_FAILED: "The payment did not go through. You can try again from your orders.",
    CANCELLED: "This order was cancelled.",
  },
};
