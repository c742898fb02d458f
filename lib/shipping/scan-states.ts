/**
 * What Shiprocket's shipment status codes (../shared/notes/shiprocket.md §9, the shipment table)
 * mean for a shipment and for its order. Pure. A code not listed leaves both as they are.
 */
import type { OrderStatus, ShipmentState } from "../generated/prisma/enums";

const CODES: Record<Exclude<ShipmentState, "BOOKING">, readonly number[]> = {
  // AWB assigned, label, pickup scheduled or queued, manifest, out for pickup, pickup trouble, booked.
  BOOKED: [1, 2, 3, 4, 5, 11, 13, 15, 19, 20, 27, 52, 59, 60, 61, 62, 63, 67, 68, 71, 72],
  // Picked up, shipped, in transit, delayed, at the destination hub, misrouted, at a warehouse, in flight, handed over.
  IN_TRANSIT: [6, 18, 22, 38, 39, 42, 48, 49, 50, 51, 54, 55, 56, 57],
  OUT_FOR_DELIVERY: [17],
  DELIVERED: [7, 23, 26],
  // Undelivered (NDR), an issue with the recipient.
  UNDELIVERED: [21, 77],
  // RTO initiated, acknowledged, in transit, its own NDR and delivery run, locked, back in the seller's city.
  RTO_IN_TRANSIT: [9, 14, 40, 41, 46, 75, 78],
  RTO_DELIVERED: [10],
  // Lost, destroyed, damaged, disposed of, untraceable: the operator takes it up with the courier.
  LOST: [12, 24, 25, 44, 76],
  // Cancelled, cancellation requested, cancelled before dispatch.
  CANCELLED: [8, 16, 45],
};

const STATE_OF_CODE = new Map<number, ShipmentState>(
  Object.entries(CODES).flatMap(([state, codes]) => codes.map((code) => [code, state as ShipmentState] as const)),
);

export const shipmentStateOf = (code: number | null): ShipmentState | null =>
  code === null ? null : (STATE_OF_CODE.get(code) ?? null);

/** The order status a forward shipment's state puts its order in; null: the order stays. */
export const ORDER_STATUS_OF_STATE: Partial<Record<ShipmentState, OrderStatus>> = {
  IN_TRANSIT: "SHIPPED",
  OUT_FOR_DELIVERY: "OUT_FOR_DELIVERY",
  DELIVERED: "DELIVERED",
  UNDELIVERED: "DELIVERY_FAILED",
  RTO_IN_TRANSIT: "RETURNING",
  RTO_DELIVERED: "RETURNED",
};

/** The states in which a shipment is still moving, so the tracking sweep keeps reading it. */
export const LIVE_STATES = [
  "BOOKED",
  "IN_TRANSIT",
  "OUT_FOR_DELIVERY",
  "UNDELIVERED",
  "RTO_IN_TRANSIT",
] as const satisfies readonly ShipmentState[];

/** Shiprocket's code for a failed delivery attempt: each such scan is one attempt that failed. */
export const UNDELIVERED_CODES: readonly number[] = CODES.UNDELIVERED;
