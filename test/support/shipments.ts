/** An order's first forward shipment with Shiprocket, cash on delivery, as a booking writes it (its state or the default). */
import { db } from "@/lib/db";
import type { ShipmentState } from "@/lib/generated/prisma/enums";

export function createFirstShipment(orderId: string, { pincode, state }: { pincode: string; state?: ShipmentState }) {
  return db().shipment.create({
    data: {
      orderId,
      provider: "SHIPROCKET",
      attempt: 1,
      reference: `${orderId}-1`,
      ...(state ? { state } : {}),
      pincode,
      paymentMethod: "COD",
    },
  });
}
