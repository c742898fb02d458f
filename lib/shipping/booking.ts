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

const save = (id: string, data: Parameters<ReturnType<typeof db>["shipment"]["update"]>[0]["data"]) =>
  db().shipment.update({ where: { id }, data });

/** Carries a reserved shipment through the steps it has not done yet; each is saved as it completes. */
export async function continueBooking(provider: CourierProvider, shipmentId: string): Promise<Shipment> {
  let shipment = await db().shipment.findUniqueOrThrow({ where: { id: shipmentId } });
  if (shipment.state === "CANCELLED") throw conflict("This booking was cancelled");
  if (!shipment.providerOrderId || !shipment.providerShipmentId) {
    const order = await db().order.findUniqueOrThrow({ where: { id: shipment.orderId }, include: parcelOrderInclude });
    const created = await provider.createOrder(parcelOrder(order, shipment.reference));
    if (created.cancelled) {
      await save(shipment.id, { state: "CANCELLED" });
      throw conflict("Shiprocket holds this booking as cancelled: book the order again");
    }
    shipment = await save(shipment.id, {
      providerOrderId: created.providerOrderId,
      providerShipmentId: created.providerShipmentId,
      awb: created.awb,
    });
  }
  const providerShipmentId = shipment.providerShipmentId!;
  if (!shipment.awb) {
    const assigned = await provider.assignAwb(providerShipmentId, shipment.courierCompanyId);
    shipment = await save(shipment.id, {
      awb: assigned.awb,
      courierCompanyId: assigned.courierId,
      courierName: assigned.courierName,
    });
    // The customer's order page and messages show the courier and its number, as for a parcel sent by hand.
    await db().order.update({
      where: { id: shipment.orderId },
      data: { courier: assigned.courierName, trackingNumber: assigned.awb },
    });
  }
  if (shipment.state === "BOOKING") {
    const pickupOn = await provider.schedulePickup(providerShipmentId);
    shipment = await save(shipment.id, { state: "BOOKED", pickupScheduledFor: pickupOn });
  }
  if (!shipment.labelUrl) {
    shipment = await save(shipment.id, { labelUrl: await provider.label([providerShipmentId]) });
  }
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
  if (charge != null && shipment.freight === null) await save(shipment.id, { freight: toRupeeString(charge) });
  return continueBooking(provider, shipment.id);
}
