/**
 * What the admin area shows and does with an order's courier: the couriers able to carry it with
 * their price, promised date and cash on delivery, the booked shipment with its scans, and a
 * booking cancelled before pickup.
 */
import "server-only";
import { db } from "../db";
import { conflict, notFound } from "../http/errors";
import { log } from "../log";
import { toPaise } from "../money";
import { addressSnapshot, deliverySnapshot } from "../orders/snapshots";
import { isRetryableCourierError } from "./courier-error";
import type { CourierQuote } from "./provider";
import { courierProvider } from "./courier";

/** An operator waits this long for the couriers' rates before the page shows without them. */
const QUOTE_TIMEOUT_MS = 5_000;

export type CourierChoices = { couriers: CourierQuote[] } | { unavailable: string };

/** The couriers that can carry this order to its pincode, cheapest first; or why none could be asked. */
export async function courierChoicesFor(orderId: string): Promise<CourierChoices> {
  const provider = courierProvider();
  if (!provider) return { unavailable: "Courier booking is off" };
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: { address: true, deliveryInfo: true, paymentMethod: true, paid: true, amount: true },
  });
  if (!order) throw notFound("Order not found");
  const cod = order.paymentMethod === "COD" && !order.paid;
  try {
    const couriers = await provider.quote({
      deliveryPincode: addressSnapshot.parse(order.address).pincode,
      weightGrams: deliverySnapshot.parse(order.deliveryInfo).totalWeight,
      cod,
      declaredValue: toPaise(order.amount),
      timeoutMs: QUOTE_TIMEOUT_MS,
    });
    if (couriers.length === 0)
      return { unavailable: `No courier serves this pincode${cod ? " with cash on delivery" : ""}` };
    return { couriers: couriers.toSorted((a, b) => a.charge + a.codCharge - (b.charge + b.codCharge)) };
  } catch (error) {
    log.warn("courier_quotes_failed", { orderId, error });
    return {
      unavailable: isRetryableCourierError(error)
        ? "Shiprocket did not answer: reload to try again"
        : (error as Error).message,
    };
  }
}

/** The order's shipments, newest first, each with its scans newest first. */
export function shipmentsOf(orderId: string) {
  return db().shipment.findMany({
    where: { orderId },
    orderBy: { createdAt: "desc" },
    include: { scans: { orderBy: { at: "desc" } } },
  });
}

/**
 * Before an order is cancelled: its parcel's booking is cancelled too, or the cancellation is
 * refused (409) once the courier has the parcel — it then comes back by a return, not a cancel.
 */
export async function cancelBookingOfOrder(orderId: string): Promise<void> {
  const live = await db().shipment.findFirst({
    where: { orderId, direction: "FORWARD", state: { not: "CANCELLED" } },
    select: { id: true },
  });
  if (live) await cancelBooking(live.id);
}

/**
 * Cancels a booking the courier has not picked up: Shiprocket's order is cancelled, the shipment
 * ends, and the order keeps no courier or AWB, ready to be booked again.
 */
export async function cancelBooking(shipmentId: string): Promise<void> {
  const provider = courierProvider();
  const shipment = await db().shipment.findUnique({ where: { id: shipmentId } });
  if (!provider || !shipment) throw notFound("Shipment not found");
  if (shipment.state !== "BOOKING" && shipment.state !== "BOOKED") {
    throw conflict("The courier has the parcel: it can no longer be cancelled, only returned");
  }
  if (shipment.providerOrderId) await provider.cancel([shipment.providerOrderId]);
  await db().$transaction([
    db().shipment.update({ where: { id: shipmentId }, data: { state: "CANCELLED" } }),
    db().order.updateMany({
      where: { id: shipment.orderId, trackingNumber: shipment.awb },
      data: { courier: null, trackingNumber: null },
    }),
  ]);
}
