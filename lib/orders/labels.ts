import type { OrderStatus, PaymentMethod } from "../generated/prisma/enums";

/** The status texts of SPEC §4, as shoppers read them. */
const STATUS_LABELS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: "Awaiting Payment",
  PAYMENT_FAILED: "Payment Failed",
  ORDER_PLACED: "Order Placed",
  PACKING: "Packing",
  SHIPPED: "Shipped",
  OUT_FOR_DELIVERY: "Out for delivery",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
};

export const orderStatusLabel = (status: OrderStatus) => STATUS_LABELS[status];

/** Payment type values of SPEC §9: cod, or the provider's lowercase name. */
export const paymentMethodValue = (method: PaymentMethod): "cod" | "phonepe" => (method === "COD" ? "cod" : "phonepe");
