/**
 * Booking an order's parcel with Shiprocket, once. Shiprocket does not deduplicate a repeated
 * create by itself in every account, and a store can crash between "created there" and "saved
 * here"; so the shipment row comes first, in the order's transaction (one live forward shipment
 * per order: a unique index), with a reference fixed for its attempt ("<order id>-<attempt>").
 * Then each step — create, AWB, pickup, label — is saved as soon as it is done, and booking again
 * continues from the last saved step: a create repeated with the same reference finds the order
 * Shiprocket already has (./shiprocket/client.ts).
 */
import "server-only";
import { db } from "../db";
import type { Shipment } from "../generated/prisma/client";
import { conflict } from "../http/errors";
import { addressSnapshot } from "../orders/snapshots";
import { runOrderTransaction } from "../orders/lifecycle/order-transaction";
import { lockOrder, transition, type Actor } from "../orders/lifecycle/transition";
import { toRupeeString, type Paise } from "../money";
import { parcelOrder, parcelOrderInclude } from "./parcel";
import { bookingProvider } from "./courier";
import { CourierError } from "./courier-error";
import type { CourierProvider } from "./provider";

/** Orders ready to leave: confirmed and not shipped yet. */
const BOOKABLE = new Set(["ORDER_PLACED", "PACKING"]);

/**
 * The order's live forward shipment, or a new one reserved for it (moving a placed order to
 * Packing). `courierId`: the operator's choice, kept so an interrupted booking resumes with it.
 */
async function reserveShipment(orderId: string, courierId: number | null, actor: Actor): Promise<Shipment> {
  return runOrderTransaction(async (transaction) => {
    const { tx } = transaction;
    const order = await lockOrder(transaction, orderId);
    const live = await tx.shipment.findFirst({
      where: { orderId, direction: "FORWARD", state: { not: "CANCELLED" } },
    });
    if (live) return live;
    if (!BOOKABLE.has(order.status))
      throw conflict("Only an order placed or being packed can be booked with a courier");
    const attempt = (await tx.shipment.count({ where: { orderId, direction: "FORWARD" } })) + 1;
    const { address } = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { address: true } });
    const shipment = await tx.shipment.create({
      data: {
        orderId,
        provider: "SHIPROCKET",
        attempt,
        reference: `${orderId}-${attempt}`,
        courierCompanyId: courierId,
        pincode: addressSnapshot.parse(address).pincode,
        paymentMethod: order.paymentMethod,
      },
    });
    if (order.status === "ORDER_PLACED") {
      await transition(transaction, orderId, "PACKING", { actor, note: "Booked with a courier" });
    }
    return shipment;
  });
}

type ShipmentChanges = Parameters<ReturnType<typeof db>["shipment"]["update"]>[0]["data"];

/**
 * Saves a step unless the booking was cancelled meanwhile (an operator, or the order's
 * cancellation): then the order Shiprocket has is cancelled too, and the booking stops.
 */
async function save(provider: CourierProvider, id: string, data: ShipmentChanges): Promise<Shipment> {
  const { count } = await db().shipment.updateMany({ where: { id, state: { not: "CANCELLED" } }, data });
  const shipment = await db().shipment.findUniqueOrThrow({ where: { id } });
  if (count === 0) {
    // The order Shiprocket made for it, saved before or in the very answer being saved now.
    const there = typeof data.providerOrderId === "string" ? data.providerOrderId : shipment.providerOrderId;
    if (there) await provider.cancel([there]);
    throw conflict("This booking was cancelled");
  }
  return shipment;
}

/** A step Shiprocket already did, its answer lost (a timeout): asked again, it refuses; the booking goes on. */
async function unlessAlreadyDone<T>(step: () => Promise<T>, alreadyDone: () => Promise<T | null>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof CourierError) || error.retryable) throw error;
    const done = await alreadyDone();
    if (done === null) throw error;
    return done;
  }
}

/**
 * Carries a reserved shipment through the steps it has not done yet, each saved as it completes:
 * the order there, its AWB, the pickup, the label; then it is booked.
 */
export async function continueBooking(provider: CourierProvider, shipmentId: string): Promise<Shipment> {
  const { order: orderNow, ...reserved } = await db().shipment.findUniqueOrThrow({
    where: { id: shipmentId },
    include: { order: { select: { status: true } } },
  });
  let shipment: Shipment = reserved;
  if (shipment.state === "CANCELLED") throw conflict("This booking was cancelled");
  // The order may have been cancelled since the booking began: nothing more is booked for it.
  if (shipment.state === "BOOKING" && !BOOKABLE.has(orderNow.status)) {
    throw conflict("Only an order placed or being packed can be booked with a courier");
  }
  if (!shipment.providerOrderId || !shipment.providerShipmentId) {
    const order = await db().order.findUniqueOrThrow({ where: { id: shipment.orderId }, include: parcelOrderInclude });
    const created = await provider.createOrder(parcelOrder(order, shipment.reference));
    if (created.cancelled) {
      await db().shipment.update({ where: { id: shipment.id }, data: { state: "CANCELLED" } });
      throw conflict("Shiprocket holds this booking as cancelled: book the order again");
    }
    shipment = await save(provider, shipment.id, {
      providerOrderId: created.providerOrderId,
      providerShipmentId: created.providerShipmentId,
      awb: created.awb,
    });
  }
  const providerShipmentId = shipment.providerShipmentId!;
  if (!shipment.awb) {
    const reference = shipment.reference;
    const assigned = await unlessAlreadyDone(
      () => provider.assignAwb(providerShipmentId, shipment.courierCompanyId),
      async () => {
        const there = await provider.findOrder(reference);
        return there?.awb ? { awb: there.awb, courierId: null, courierName: null } : null;
      },
    );
    shipment = await save(provider, shipment.id, {
      awb: assigned.awb,
      courierCompanyId: assigned.courierId ?? shipment.courierCompanyId,
      courierName: assigned.courierName ?? shipment.courierName,
    });
    // The customer's order page and messages show the courier and its number, as for a parcel sent by hand.
    await db().order.update({
      where: { id: shipment.orderId },
      data: { courier: shipment.courierName, trackingNumber: assigned.awb },
    });
  }
  if (!shipment.labelUrl) {
    if (!shipment.pickupScheduledFor) {
      // Asked again after a lost answer, Shiprocket says the pickup is already queued: it is.
      const pickupOn = await provider.schedulePickup(providerShipmentId).catch((error: unknown) => {
        if (error instanceof CourierError && !error.retryable && /already/i.test(error.message)) return null;
        throw error;
      });
      if (pickupOn) shipment = await save(provider, shipment.id, { pickupScheduledFor: pickupOn });
    }
    shipment = await save(provider, shipment.id, { labelUrl: await provider.label([providerShipmentId]) });
  }
  if (shipment.state === "BOOKING") shipment = await save(provider, shipment.id, { state: "BOOKED" });
  return shipment;
}

export interface BookingChoice {
  /** The courier the operator picked; null lets Shiprocket use the recommended one. */
  courierId: number | null;
  /** What the chosen courier quoted the store, recorded with the shipment. */
  charge?: Paise | null;
}

/** Books the order's parcel, or carries on its interrupted booking; answers the shipment. */
export async function bookShipment(orderId: string, { courierId, charge }: BookingChoice, actor: Actor) {
  const provider = bookingProvider();
  const shipment = await reserveShipment(orderId, courierId, actor);
  if (charge != null && shipment.freight === null)
    await save(provider, shipment.id, { freight: toRupeeString(charge) });
  return continueBooking(provider, shipment.id);
}
