import { beforeAll, describe, expect, it } from "vitest";
import { LOOPBACK_PEER_HEADER } from "@/lib/http/client-address";
import { db } from "@/lib/db";
import { bookShipment } from "@/lib/shipping/booking";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { runShiprocketSimulator } from "@/test/support/shiprocket";
import { POST } from "./route";

const shiprocket = runShiprocketSimulator();
beforeAll(ensureTestPincodes);

const scan = (form: Record<string, string>, headers: Record<string, string> = { [LOOPBACK_PEER_HEADER]: "1" }) =>
  POST(new Request("http://127.0.0.1/dev/courier/scan", { method: "POST", headers, body: new URLSearchParams(form) }));

describe("POST /dev/courier/scan", () => {
  it("scans a parcel as its courier for a tester on this machine", async () => {
    const { order, admin } = await placeTestOrder();
    const { awb } = await bookShipment(order.id, { courierId: null }, { kind: "admin", id: admin.id });
    const answer = await scan({ awb: awb!, event: "picked_up" });
    expect(answer.status).toBe(303);
    expect(
      shiprocket
        .simulator()
        .shipments()
        .find((shipment) => shipment.awb === awb)?.shipmentStatus,
    ).toBe("PICKED UP");
    expect((await db().shipment.findFirstOrThrow({ where: { awb } })).trackingDueAt).not.toBeNull();
  });

  it("is a 404 for anyone not on this machine, a 400 for a malformed scan and a 409 for one out of order", async () => {
    const { order, admin } = await placeTestOrder();
    const { awb } = await bookShipment(order.id, { courierId: null }, { kind: "admin", id: admin.id });
    expect((await scan({ awb: awb!, event: "delivered" }, { "X-Forwarded-For": "127.0.0.1" })).status).toBe(404);
    expect((await scan({ awb: awb!, event: "teleported" })).status).toBe(400);
    expect((await scan({ awb: awb!, event: "delivered" })).status).toBe(409);
    expect(
      shiprocket
        .simulator()
        .shipments()
        .find((shipment) => shipment.awb === awb)?.scans,
    ).toEqual([]);
  });
});
