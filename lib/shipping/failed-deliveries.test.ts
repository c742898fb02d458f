import { beforeAll, describe, expect, it } from "vitest";
import { POST as answerRoute } from "@/app/api/track/[token]/delivery/route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { runShiprocketSimulator } from "@/test/support/shiprocket";
import { db } from "../db";
import { orderMessagesFor } from "../mail/orders/messages";
import { orderLinkToken } from "../orders/order-links";
import { bookShipment } from "./booking";
import { reattemptDays, sendDueInstructions } from "./failed-deliveries";
import { trackShipment } from "./tracking-sweep";

const shiprocket = runShiprocketSimulator();
beforeAll(ensureTestPincodes);

/** A booked order whose first delivery attempt failed, read by the store. */
async function failedDelivery() {
  const { order, admin } = await placeTestOrder();
  const booked = await bookShipment(order.id, { courierId: null }, { kind: "admin", id: admin.id });
  const shipment = { id: booked.id, awb: booked.awb! };
  for (const event of ["picked_up", "reached_destination_hub", "out_for_delivery"] as const) {
    await shiprocket.simulator().scan(shipment.awb, event);
  }
  await shiprocket.simulator().scan(shipment.awb, "undelivered", { reason: "Customer not available" });
  await trackShipment(shipment);
  return { order, shipment, token: orderLinkToken(order.id) };
}

const answer = (token: string, body: unknown) =>
  answerRoute(
    new Request(`http://store.test/api/track/${token}/delivery`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.40" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ token }) },
  );

const ndrActionsOf = (awb: string) =>
  shiprocket
    .simulator()
    .shipments()
    .find((shipment) => shipment.awb === awb)!.ndrActions;

describe("a failed delivery answered within the hour", () => {
  it("tells the customer at once, on the tracking page's link, and the store's inbox", async () => {
    const { order } = await failedDelivery();
    const event = await db().outboxEvent.findFirstOrThrow({
      where: { orderId: order.id, type: "order.status_changed" },
      orderBy: { id: "desc" },
    });
    expect(event.payload).toMatchObject({ to: "DELIVERY_FAILED" });
    expect(
      orderMessagesFor({
        type: "order.status_changed",
        orderId: order.id,
        from: "OUT_FOR_DELIVERY",
        to: "DELIVERY_FAILED",
        adminId: null,
      }),
    ).toEqual([
      { message: "delivery_failed", to: "customer" },
      { message: "store_delivery_failed", to: "store" },
    ]);
  });

  it("takes the customer's new day, phone and landmark once, and the courier gets them", async () => {
    const { shipment, token } = await failedDelivery();
    const [, day] = reattemptDays();
    const given = {
      action: "REATTEMPT",
      preferredDate: day,
      phone: "+91 98290 12345",
      landmark: "Opposite the post office",
    };
    expect((await answer(token, given)).status).toBe(200);
    expect((await answer(token, { action: "RETURN" })).status).toBe(409);

    expect(await sendDueInstructions()).toBe(1);
    expect(ndrActionsOf(shipment.awb)).toMatchObject([
      { action: "re-attempt", phone: "9829012345", address2: "Opposite the post office", deferred_date: day },
    ]);
    expect(await sendDueInstructions()).toBe(0);
    expect(ndrActionsOf(shipment.awb)).toHaveLength(1);
  });

  it("refuses a stranger's token, a day not offered and a wrong phone, keeping nothing", async () => {
    const { shipment, token } = await failedDelivery();
    expect((await answer(`${token.slice(0, -2)}xx`, { action: "RETURN" })).status).toBe(404);
    expect((await answer(token, { action: "REATTEMPT", preferredDate: "2020-01-01" })).status).toBe(400);
    expect(
      (await answer(token, { action: "REATTEMPT", preferredDate: reattemptDays()[0], phone: "12345" })).status,
    ).toBe(400);
    expect((await answer(token, { action: "DESTROY" })).status).toBe(400);
    expect(await db().deliveryInstruction.count({ where: { shipmentId: shipment.id } })).toBe(0);
  });

  it("sends the courier's return through an outage once it is over, and the parcel comes back", async () => {
    const { order, shipment, token } = await failedDelivery();
    expect((await answer(token, { action: "RETURN" })).status).toBe(200);
    shiprocket.simulator().setOffline(true);
    expect(await sendDueInstructions()).toBe(0);
    const waiting = await db().deliveryInstruction.findFirstOrThrow({ where: { shipmentId: shipment.id } });
    expect(waiting).toMatchObject({ sentAt: null, sendAttempts: 1, lastError: null });
    shiprocket.simulator().setOffline(false);
    expect(await sendDueInstructions(new Date(Date.now() + 2 * 60_000))).toBe(1);
    expect(ndrActionsOf(shipment.awb)).toMatchObject([{ action: "return" }]);

    // The courier starts the return (RTO): its webhook, then the store's reading.
    await trackShipment(shipment);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("RETURNING");
  });
});
