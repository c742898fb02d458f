/** The buying pages' titles and sign-in prompts, read on the server only (not in CLIENT_NAMESPACES). */
export const purchase = {
  cart: "Shopping Cart",
  checkout: "Checkout",
  orders: "My Orders",
  order: "Order details",
  invoice: "Tax invoice",
  verification: "Payment verification",
  loginToContinue: "Please login to continue",
  loginForOrders: "Please login to view your orders",
};
