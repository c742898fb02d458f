/**
 * Which status an operator may move an order to. An order moves forward along the delivery
 * track, or is cancelled before it is delivered; nothing leaves Delivered, Cancelled or a failed
 * payment, and orders awaiting payment belong to the payment flow (settled or released there).
 */
import type { OrderStatus } from "../generated/prisma/enums";

export const DELIVERY_TRACK: readonly OrderStatus[] = [
  "ORDER_PLACED",
  "PACKING",
  "SHIPPED",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
];

/** The statuses `from` may move to, in track order, Cancelled last. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  const position = DELIVERY_TRACK.indexOf(from);
  if (position < 0 || from === "DELIVERED") return [];
  return [...DELIVERY_TRACK.slice(position + 1), "CANCELLED"];
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatuses(from).includes(to);
}
