import { beforeAll, describe, expect, it } from "vitest";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { askReturn, deliveredCodOrder } from "@/test/support/returns";
import { runShiprocketSimulator } from "@/test/support/shiprocket";
import { db } from "../db";
import { courierProvider } from "./courier";
import { moveReturn } from "../orders/returns/review-return";
import { collectApprovedReturns } from "./return-pickups";
import { trackShipment } from "./tracking-sweep";

const shiprocket = runShiprocketSimulator();
beforeAll(ensureTestPincodes);

async function approvedReturn() {
  const delivered = await deliveredCodOrder();
  const asked = await askReturn(delivered.token, delivered.order.id, delivered.orderItemId);
  expect(asked.status).toBe(201);
  const request = await db().returnRequest.findFirstOrThrow({ where: { orderId: delivered.order.id } });
  await moveReturn(delivered.admin.id, request.id, { to: "APPROVED" });
  return { ...delivered, returnRequestId: request.id };
}

describe("an approved return's reverse pickup", () => {
  it("is booked once from the customer's address to the store, and received when the courier delivers it", async () => {
    const { order, returnRequestId } = await approvedReturn();
    await collectApprovedReturns(courierProvider()!);
    await collectApprovedReturns(courierProvider()!);
    const [pickup, ...others] = await db().shipment.findMany({ where: { returnRequestId } });
    expect(others).toHaveLength(0);
    expect(pickup).toMatchObject({ direction: "RETURN", state: "BOOKED", reference: `${order.id}-R1` });
    const there = shiprocket
      .simulator()
      .shipments()
      .filter((shipment) => shipment.channelOrderId === pickup!.reference);
    expect(there).toHaveLength(1);
    expect(there[0]).toMatchObject({
      isReturn: true,
      awb: pickup!.awb,
      destination: expect.stringContaining("342001"),
    });

    for (const event of [
      "picked_up",
      "in_transit",
      "reached_destination_hub",
      "out_for_delivery",
      "delivered",
    ] as const) {
      await shiprocket.simulator().scan(pickup!.awb!, event);
    }
    await trackShipment({ id: pickup!.id, awb: pickup!.awb! });
    expect(await db().returnRequest.findUniqueOrThrow({ where: { id: returnRequestId } })).toMatchObject({
      status: "RECEIVED",
    });
    // The order itself stays delivered: a return is not a failed delivery.
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("DELIVERED");
  });
});
