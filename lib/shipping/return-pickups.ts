/**
 * Reverse pickups: each approved return is collected from its customer by a courier booked the
 * way an order's parcel is (./booking.ts: the shipment reserved first, one live per return, each
 * step saved), and tracked the same way; the parcel reaching the store marks the return received.
 */
import "server-only";
import { db } from "../db";
import type { Shipment } from "../generated/prisma/client";
import { toPaise } from "../money";
import { addressSnapshot } from "../orders/snapshots";
import type { CourierProvider, ReturnParcel } from "./provider";
import { normalizePhone } from "../validation/form-rules";
import { log } from "../log";
import { moveReturn } from "../orders/returns/review-return";
import { isRetryableCourierError } from "./courier-error";

/** Approved returns whose reverse pickup is not booked yet (none, or one interrupted), oldest first. */
const returnsToCollect = () =>
  db().returnRequest.findMany({
    where: { status: "APPROVED", shipments: { none: { state: { notIn: ["CANCELLED", "BOOKING"] } } } },
    orderBy: { createdAt: "asc" },
    select: { id: true, orderId: true },
    take: 50,
  });

async function reserveReturnShipment(returnRequestId: string, orderId: string): Promise<Shipment> {
  return db().$transaction(async (tx) => {
    // One reservation at a time per order: its attempts are numbered in turn.
    await tx.$queryRaw`SELECT 1 FROM "orders" WHERE "id" = ${orderId} FOR UPDATE`;
    const live = await tx.shipment.findFirst({ where: { returnRequestId, state: { not: "CANCELLED" } } });
    if (live) return live;
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { address: true, paymentMethod: true },
    });
    const attempt = (await tx.shipment.count({ where: { orderId, direction: "RETURN" } })) + 1;
    return tx.shipment.create({
      data: {
        orderId,
        returnRequestId,
        direction: "RETURN",
        provider: "SHIPROCKET",
        attempt,
        reference: `${orderId}-R${attempt}`,
        pincode: addressSnapshot.parse(order.address).pincode,
        paymentMethod: order.paymentMethod,
      },
    });
  });
}

async function returnParcel(provider: CourierProvider, shipment: Shipment): Promise<ReturnParcel> {
  const request = await db().returnRequest.findUniqueOrThrow({
    where: { id: shipment.returnRequestId! },
    include: { order: true, items: { include: { orderItem: true } } },
  });
  const address = addressSnapshot.parse(request.order.address);
  const items = request.items.map(({ quantity, orderItem }) => ({
    name: orderItem.name,
    sku: orderItem.productId ?? orderItem.id,
    units: quantity,
    unitPrice: toPaise(orderItem.unitPrice),
    gstRate: orderItem.gstRate,
    hsnCode: orderItem.hsnCode,
  }));
  return {
    reference: shipment.reference,
    placedAt: request.createdAt,
    customer: { ...address, phone: normalizePhone(address.phone) },
    store: await provider.returnAddress(),
    items,
    value: items.reduce((sum, item) => sum + item.unitPrice * item.units, 0),
    weightGrams: request.items.reduce((sum, { quantity, orderItem }) => sum + orderItem.weight * quantity, 0),
  };
}

/** Carries a reserved reverse pickup through the steps not done yet, each saved as it completes. */
async function continueReturnBooking(provider: CourierProvider, shipment: Shipment): Promise<Shipment> {
  const save = (data: Parameters<ReturnType<typeof db>["shipment"]["update"]>[0]["data"]) =>
    db().shipment.update({ where: { id: shipment.id }, data });
  let current = shipment;
  if (!current.providerShipmentId) {
    const created = await provider.createReturn(await returnParcel(provider, current));
    current = await save({ providerOrderId: created.providerOrderId, providerShipmentId: created.providerShipmentId });
  }
  if (!current.awb) {
    const assigned = await provider.assignAwb(current.providerShipmentId!, null, true);
    current = await save({
      awb: assigned.awb,
      courierCompanyId: assigned.courierId,
      courierName: assigned.courierName,
    });
  }
  if (current.state === "BOOKING") {
    current = await save({
      state: "BOOKED",
      pickupScheduledFor: await provider.schedulePickup(current.providerShipmentId!),
    });
  }
  return current;
}

/** Books a reverse pickup for every approved return waiting for one; a failure waits for the next run. */
export async function collectApprovedReturns(provider: CourierProvider): Promise<number> {
  await receiveDeliveredReturns();
  let booked = 0;
  for (const { id, orderId } of await returnsToCollect()) {
    try {
      await continueReturnBooking(provider, await reserveReturnShipment(id, orderId));
      booked += 1;
    } catch (error) {
      log.warn("return_pickup_failed", { returnRequestId: id, retryable: isRetryableCourierError(error), error });
    }
  }
  return booked;
}

/** Reverse pickups delivered whose return a failure left approved: received now (each run tries again). */
async function receiveDeliveredReturns(): Promise<void> {
  const delivered = await db().shipment.findMany({
    where: { direction: "RETURN", state: "DELIVERED", returnRequest: { status: "APPROVED" } },
    select: { id: true },
    take: 50,
  });
  for (const { id } of delivered) {
    await receiveReturnedParcel(id).catch((error: unknown) =>
      log.warn("return_receipt_failed", { shipmentId: id, error }),
    );
  }
}

/** A reverse pickup delivered to the store: its return is received, as an operator would mark it. */
export async function receiveReturnedParcel(shipmentId: string): Promise<void> {
  const shipment = await db().shipment.findUniqueOrThrow({
    where: { id: shipmentId },
    select: { returnRequestId: true, returnRequest: { select: { status: true } } },
  });
  if (shipment.returnRequestId && shipment.returnRequest?.status === "APPROVED") {
    await moveReturn(null, shipment.returnRequestId, { to: "RECEIVED", note: "Delivered to the store by the courier" });
  }
}

/** The return's live reverse pickup with its latest scans, for the admin's return page. */
export const reversePickupOf = (returnRequestId: string) =>
  db().shipment.findFirst({
    where: { returnRequestId, state: { not: "CANCELLED" } },
    include: { scans: { orderBy: { at: "desc" }, take: 5 } },
  });
