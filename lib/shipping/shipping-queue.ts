/**
 * The operator's day of shipping (/admin/shipping): the confirmed orders still to book, the booked
 * parcels waiting for their pickup (whose labels are printed together), and every open failed
 * delivery, the oldest first: each decides within hours whether a parcel comes back at the store's
 * cost.
 */
import "server-only";
import { forEachOrder, type BulkOutcome } from "../admin/bulk-outcome";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { conflict, DomainError } from "../http/errors";
import type { Actor } from "../orders/lifecycle/transition";
import { bookShipment } from "./booking";
import { CourierError } from "./courier-error";

/** A parcel booked (or being booked) for the order: a forward shipment not cancelled. */
export const LIVE_FORWARD_SHIPMENT = {
  direction: "FORWARD",
  state: { not: "CANCELLED" },
} as const satisfies Prisma.ShipmentWhereInput;

/** As many as one screen and one printed batch hold. */
const QUEUE_LIMIT = 100;
const HOUR_MS = 60 * 60 * 1000;

export async function shippingQueue(now = new Date()) {
  const [toBook, awaitingPickup, failedDeliveries] = await Promise.all([
    db().order.findMany({
      where: {
        status: { in: ["ORDER_PLACED", "PACKING"] },
        shipments: { none: LIVE_FORWARD_SHIPMENT },
      },
      orderBy: { createdAt: "asc" },
      take: QUEUE_LIMIT,
      select: { id: true, createdAt: true, status: true, paymentMethod: true, paid: true, amount: true, address: true },
    }),
    db().shipment.findMany({
      where: { state: "BOOKED", direction: "FORWARD" },
      orderBy: { createdAt: "asc" },
      take: QUEUE_LIMIT,
      select: { id: true, orderId: true, awb: true, courierName: true, pickupScheduledFor: true, labelUrl: true },
    }),
    db().shipment.findMany({
      where: { state: "UNDELIVERED" },
      orderBy: { ndrRaisedAt: "asc" },
      take: QUEUE_LIMIT,
      select: {
        id: true,
        orderId: true,
        awb: true,
        courierName: true,
        ndrReason: true,
        ndrRaisedAt: true,
        deliveryAttempts: true,
      },
    }),
  ]);
  const hoursOpen = (raisedAt: Date | null) =>
    raisedAt ? Math.max(0, Math.floor((now.getTime() - raisedAt.getTime()) / HOUR_MS)) : null;
  return {
    toBook,
    awaitingPickup,
    failedDeliveries: failedDeliveries.map((shipment) => ({ ...shipment, hoursOpen: hoursOpen(shipment.ndrRaisedAt) })),
  };
}

/** Books each order with the courier Shiprocket recommends, one after another; one refusal stops no other. */
export async function bookMany(orderIds: readonly string[], actor: Actor): Promise<BulkOutcome> {
  if (orderIds.length > QUEUE_LIMIT) throw conflict(`Book at most ${QUEUE_LIMIT} orders at once`);
  return forEachOrder(orderIds, (orderId) => bookShipment(orderId, { courierId: null }, actor), {
    action: "Booking",
    isRefusal: (error) => error instanceof DomainError || error instanceof CourierError,
  });
}
