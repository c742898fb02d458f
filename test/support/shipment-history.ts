/**
 * A history of finished parcels, written in two statements: one delivered or returned order per
 * parcel (a forward shipment is one per order), for the cash on delivery rules, the returns report
 * and `npm run bench` to read.
 */
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { PaymentMethod, ShipmentOutcome } from "@/lib/generated/prisma/enums";

export interface PastParcel {
  pincode: string;
  outcome: ShipmentOutcome;
  paymentMethod?: PaymentMethod;
  courierName?: string;
  /** When it was booked; now by default. */
  createdAt?: Date;
}

const STATES = {
  DELIVERED_FIRST_ATTEMPT: { order: "DELIVERED", shipment: "DELIVERED" },
  DELIVERED_AFTER_NDR: { order: "DELIVERED", shipment: "DELIVERED" },
  RTO: { order: "RETURNED", shipment: "RTO_DELIVERED" },
  LOST: { order: "SHIPPED", shipment: "LOST" },
} as const;

/** Writes `parcels` as `userId`'s past orders; answers their order ids, in the parcels' order. */
export async function seedShipmentHistory(userId: string, parcels: readonly PastParcel[]): Promise<string[]> {
  const rows = parcels.map((parcel) => ({ ...parcel, orderId: `past-${randomUUID()}` }));
  await db().order.createMany({
    data: rows.map(({ orderId, pincode, outcome, paymentMethod = "COD", createdAt = new Date() }) => ({
      id: orderId,
      userId,
      status: STATES[outcome].order,
      paymentMethod,
      paid: paymentMethod !== "COD" || outcome !== "RTO",
      subtotal: "998.00",
      shipping: "80.00",
      amount: "1078.00",
      address: { pincode },
      deliveryInfo: {},
      createdAt,
    })),
  });
  await db().shipment.createMany({
    data: rows.map(
      ({ orderId, pincode, outcome, paymentMethod = "COD", courierName = "Delhivery Surface", createdAt }) => ({
        orderId,
        provider: "SHIPROCKET" as const,
        attempt: 1,
        reference: `${orderId}-1`,
        state: STATES[outcome].shipment,
        outcome,
        pincode,
        paymentMethod,
        courierName,
        createdAt,
      }),
    ),
  });
  return rows.map(({ orderId }) => orderId);
}
