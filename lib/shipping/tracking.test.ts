import { beforeAll, describe, expect, it } from "vitest";
import { POST as courierUpdate } from "@/app/api/shipping/courier-updates/route";
import type { ScanEvent } from "@/dev-tools/shiprocket-simulator/server";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { runShiprocketSimulator } from "@/test/support/shiprocket";
import { db } from "../db";
import { bookShipment } from "./booking";
import { trackDueShipments, trackShipment } from "./tracking-sweep";

const shiprocket = runShiprocketSimulator();
beforeAll(ensureTestPincodes);

async function bookedOrder(paymentMethod: "COD" | "PHONEPE" = "COD") {
  const placed = await placeTestOrder({ paymentMethod, stockQuantity: 10, quantity: 2 });
  const shipment = await bookShipment(placed.order.id, { courierId: 43 }, { kind: "admin", id: placed.admin.id });
  return { ...placed, shipment: { id: shipment.id, awb: shipment.awb! } };
}

/** The courier scans; its webhook marks the shipment due; the store reads the tracking API for it. */
async function scan(shipment: { id: string; awb: string }, event: ScanEvent, reason?: string) {
  await shiprocket.simulator().scan(shipment.awb, event, { reason });
  const hinted = await db().shipment.findUniqueOrThrow({ where: { id: shipment.id } });
  expect(hinted.trackingDueAt, `the ${event} webhook marked the shipment due`).not.toBeNull();
  await trackShipment(shipment);
  const order = await db().shipment.findUniqueOrThrow({ where: { id: shipment.id }, include: { order: true } });
  return order;
}

const webhook = (apiKey: string, body: unknown) =>
  courierUpdate(
    new Request("http://store.test/api/shipping/courier-updates", {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": apiKey },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );

describe("tracking drives the order", () => {
  it("moves it through picked up, out for delivery, a failed attempt, and delivered after it", async () => {
    const { shipment, order } = await bookedOrder();
    expect((await scan(shipment, "picked_up")).order.status).toBe("SHIPPED");
    expect((await scan(shipment, "in_transit")).order.status).toBe("SHIPPED");
    expect((await scan(shipment, "reached_destination_hub")).order.status).toBe("SHIPPED");
    expect((await scan(shipment, "out_for_delivery")).order.status).toBe("OUT_FOR_DELIVERY");
    const failed = await scan(shipment, "undelivered", "Customer not available");
    expect(failed).toMatchObject({
      state: "UNDELIVERED",
      deliveryAttempts: 1,
      ndrReason: expect.stringMatching(/not available/i),
    });
    expect(failed.order.status).toBe("DELIVERY_FAILED");
    expect((await scan(shipment, "out_for_delivery")).order.status).toBe("OUT_FOR_DELIVERY");
    const delivered = await scan(shipment, "delivered");
    expect(delivered).toMatchObject({ state: "DELIVERED", outcome: "DELIVERED_AFTER_NDR", pincode: "342001" });
    expect(delivered.order.status).toBe("DELIVERED");

    const moves = await db().orderStatusChange.findMany({
      where: { orderId: order.id },
      orderBy: { createdAt: "asc" },
    });
    expect(moves.map((move) => move.toStatus)).toEqual([
      "AWAITING_CONFIRMATION",
      "ORDER_PLACED",
      "PACKING",
      "SHIPPED",
      "OUT_FOR_DELIVERY",
      "DELIVERY_FAILED",
      "OUT_FOR_DELIVERY",
      "DELIVERED",
    ]);
    expect(moves.at(-1)).toMatchObject({ changedById: null, note: expect.stringContaining("Delhivery Surface") });
    const scans = await db().shipmentScan.count({ where: { shipmentId: shipment.id } });
    // Read again, the same answer adds no scan and no move.
    await trackShipment(shipment);
    expect(await db().shipmentScan.count({ where: { shipmentId: shipment.id } })).toBe(scans);
    expect(await db().orderStatusChange.count({ where: { orderId: order.id } })).toBe(moves.length);
  });

  it("brings an undelivered parcel back: returning, then returned with its stock back and its invoice credited", async () => {
    const { shipment, order, product } = await bookedOrder();
    await scan(shipment, "picked_up");
    await scan(shipment, "reached_destination_hub");
    await scan(shipment, "out_for_delivery");
    await scan(shipment, "undelivered", "Address incomplete");
    expect((await scan(shipment, "rto_initiated")).order.status).toBe("RETURNING");
    const stockWhileReturning = (await db().product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity;
    await scan(shipment, "rto_in_transit");
    const back = await scan(shipment, "rto_delivered");
    expect(back).toMatchObject({ state: "RTO_DELIVERED", outcome: "RTO" });
    expect(back.order.status).toBe("RETURNED");
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity).toBe(
      stockWhileReturning + 2,
    );
    expect(await db().taxDocument.count({ where: { orderId: order.id, kind: "CREDIT_NOTE" } })).toBe(1);
  });

  it("moves a packed order straight to where the scans say when their webhooks never came", async () => {
    const { shipment, order } = await bookedOrder();
    for (const event of [
      "picked_up",
      "in_transit",
      "reached_destination_hub",
      "out_for_delivery",
      "delivered",
    ] as const) {
      await shiprocket.simulator().scan(shipment.awb, event);
    }
    // The webhooks lost: the periodic sweep reads it once two hours have passed since the last reading.
    await db().shipment.update({ where: { id: shipment.id }, data: { trackingDueAt: null, trackedAt: new Date() } });
    const later = new Date(Date.now() + 3 * 60 * 60 * 1000);
    await trackDueShipments(later);
    const saved = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(saved.status).toBe("DELIVERED");
    const shipmentNow = await db().shipment.findUniqueOrThrow({ where: { id: shipment.id } });
    expect(shipmentNow).toMatchObject({ outcome: "DELIVERED_FIRST_ATTEMPT", trackedAt: later });
  });

  it("refuses a webhook without the token, and takes a forged body only as a hint the tracking API overrules", async () => {
    const { shipment, order } = await bookedOrder();
    const forged = { awb: shipment.awb, shipment_status_id: 7, current_status: "DELIVERED" };
    const refused = await webhook("not-the-token", forged);
    expect(refused.status).toBe(401);
    expect((await db().shipment.findUniqueOrThrow({ where: { id: shipment.id } })).trackingDueAt).toBeNull();

    const hinted = await webhook(process.env.SHIPROCKET_WEBHOOK_TOKEN!, forged);
    expect(hinted.status).toBe(200);
    await trackShipment(shipment);
    // Shiprocket's tracking says the parcel has not moved: nothing else does.
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PACKING");
    expect((await db().shipment.findUniqueOrThrow({ where: { id: shipment.id } })).state).toBe("BOOKED");
  });

  it("acknowledges an AWB it does not know, and an unreadable body, changing nothing", async () => {
    const token = process.env.SHIPROCKET_WEBHOOK_TOKEN!;
    expect((await webhook(token, { awb: "00000000000000" })).status).toBe(200);
    expect((await webhook(token, { nothing: true })).status).toBe(200);
  });
});
