/**
 * The shopper's two ways of paying at checkout, and how the shipping-cost call names them (SPEC
 * §7). Apart from the checkout's address rules (checkout.ts, zod) so the cart's delivery quote,
 * which needs only this, loads no zod.
 */
export type CheckoutPaymentMethod = "cod" | "phonepe";

/** The shipping-cost call's payment type for a method (SPEC §7). */
export const shippingPaymentType = (method: CheckoutPaymentMethod) => (method === "cod" ? "COD" : "Pre-paid");
