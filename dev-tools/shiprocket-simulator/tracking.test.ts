/** Courier scans through the state machine, the webhooks they send, and the tracking calls. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { api, shipOrder, startWithReceiver, testClock, until, WEBHOOK_TOKEN } from "./test-support";

let setup: Awaited<ReturnType<typeof startWithReceiver>>;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  setup = await startWithReceiver({ now: clock.now });
});
afterEach(() => setup.close());

const HOUR = 60 * 60_000;
const track = (path: string) => api(setup.simulator, "GET", path, { token: setup.token });

describe("a forward shipment from pickup to delivery", () => {
  it("sends one webhook per scan with both status tables, the channel order id and x-api-key", async () => {
    const { simulator, receiver, token } = setup;
    const { orderId, shipmentId, awb } = await shipOrder(simulator, token);
    expect((await track(`/courier/track/awb/${awb}`)).json).toEqual({
      tracking_data: {
        track_status: 0,
        error: "Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.",
      },
    });

    const path = ["picked_up", "in_transit", "reached_destination_hub", "out_for_delivery", "delivered"] as const;
    for (const event of path) {
      clock.advance(6 * HOUR);
      await simulator.scan(awb, event);
    }

    expect(
      receiver.received.map(({ body }) => [body.current_status_id, body.shipment_status_id, body.shipment_status]),
    ).toEqual([
      [51, 42, "PICKED UP"],
      [20, 18, "IN TRANSIT"],
      [43, 38, "REACHED AT DESTINATION HUB"],
      [19, 17, "OUT FOR DELIVERY"],
      [7, 7, "DELIVERED"],
    ]);
    const [first] = receiver.received;
    expect(first?.headers).toMatchObject({ "x-api-key": WEBHOOK_TOKEN, "content-type": "application/json" });
    expect(first?.body).toEqual({
      awb,
      courier_name: "Ekart Logistics Surface",
      current_status: "PICKED UP",
      current_status_id: 51,
      shipment_status: "PICKED UP",
      shipment_status_id: 42,
      current_timestamp: "10 03 2026 20:00:00",
      order_id: "GP-1001",
      sr_order_id: orderId,
      awb_assigned_date: "2026-03-10 14:00:00",
      pickup_scheduled_date: "2026-03-11 10:00:00",
      etd: "2026-03-16 18:00:00",
      scans: [
        {
          date: "2026-03-10 20:00:00",
          status: "X-PPOM",
          activity: "In Transit - Shipment picked up",
          location: "Jaipur_Hub (Rajasthan)",
          "sr-status": "42",
          "sr-status-label": "PICKED UP",
        },
      ],
      is_return: 0,
      channel_id: 3422553,
      pod_status: "",
      pod: "Not Available",
      qc_image: "",
      qc_failure_reason: "",
    });
    // Couriers' unmapped scans ride along: the newest activity of the in-transit webhook says "NA".
    expect(receiver.received[1]?.body.scans).toMatchObject([
      { "sr-status": "NA" },
      { "sr-status": "18" },
      { "sr-status": "42" },
    ]);

    const { json } = await track(`/courier/track/awb/${awb}`);
    expect(json.tracking_data).toMatchObject({
      track_status: 1,
      shipment_status: 7,
      shipment_track: [
        {
          awb_code: awb,
          shipment_id: shipmentId,
          order_id: orderId,
          current_status: "DELIVERED",
          pickup_date: "2026-03-10 20:00:00",
          delivered_date: "2026-03-11 20:00:00",
          origin: "Jaipur",
          destination: "Bengaluru",
          edd: "2026-03-16 18:00:00",
        },
      ],
      etd: "2026-03-16 18:00:00",
    });
    expect(json.tracking_data.shipment_track_activities.map((scan: { activity: string }) => scan.activity)).toEqual([
      "Delivered to consignee",
      "Out for delivery",
      "Reached at destination hub",
      "Bag added to trip",
      "In Transit - Bag Received at Facility",
      "In Transit - Shipment picked up",
    ]);
    expect((await track(`/courier/track/shipment/${shipmentId}`)).json).toEqual(json);
    const byOrder = await track("/courier/track?order_id=GP-1001");
    expect(byOrder.json).toEqual([json]);
    const batch = await api(simulator, "POST", "/courier/track/awbs", {
      token,
      body: { awbs: [awb, "00000000000000"] },
    });
    expect(batch.json[awb]).toEqual(json);
    expect(batch.json["00000000000000"].tracking_data.track_status).toBe(0);
    expect((await api(simulator, "POST", "/courier/track/awbs", { token, body: { awbs: "x" } })).json).toEqual({});
    expect(simulator.shipments()[0]).toMatchObject({ shipmentStatusId: 7, orderStatusId: 7, nextEvents: [] });
  });

  it("refuses a scan that cannot follow the current state (409 on the control) and an unknown AWB (404)", async () => {
    const { simulator, receiver, token } = setup;
    const { awb } = await shipOrder(simulator, token);
    const scan = (target: string, event: string) =>
      fetch(`${simulator.url}/__simulator/shipments/${target}/scan`, {
        method: "POST",
        body: JSON.stringify({ event }),
      });
    const early = await scan(awb, "delivered");
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      error: { message: "Cannot scan delivered on a shipment in PICKUP SCHEDULED." },
    });
    expect((await scan("12345678901234", "picked_up")).status).toBe(404);
    expect((await scan(awb, "teleported")).status).toBe(400);
    const picked = await scan(awb, "picked_up");
    expect(await picked.json()).toMatchObject({
      awb,
      shipmentStatusId: 42,
      nextEvents: ["in_transit", "reached_destination_hub", "lost"],
    });
    await expect(simulator.scan(awb, "out_for_delivery")).rejects.toThrow(/Cannot scan out_for_delivery/);
    expect(receiver.received).toHaveLength(1);
  });
});

describe("webhook delivery", () => {
  it("retries a webhook the store did not answer with 200, recording each attempt", async () => {
    await setup.close();
    setup = await startWithReceiver({ now: clock.now }, [500, 503]);
    const { simulator, receiver, token } = setup;
    const { awb } = await shipOrder(simulator, token);
    await simulator.scan(awb, "picked_up");
    await until(() => receiver.received.length === 3);
    await until(() => simulator.webhookAttempts().length === 3);
    expect(simulator.webhookAttempts()).toEqual([
      expect.objectContaining({
        awb,
        shipmentStatusId: 42,
        attempt: 1,
        httpStatus: 500,
        delivered: false,
        retrying: true,
      }),
      expect.objectContaining({ attempt: 2, httpStatus: 503, error: "HTTP 503", delivered: false }),
      expect.objectContaining({ attempt: 3, httpStatus: 200, error: null, delivered: true }),
    ]);
    const listed = await (await fetch(`${simulator.url}/__simulator/webhook-attempts`)).json();
    expect(listed).toHaveLength(3);
  });

  it("gives up after maxAttempts", async () => {
    await setup.close();
    setup = await startWithReceiver({ now: clock.now, webhookRetry: { delayMs: 1, maxAttempts: 2 } }, [500, 500, 500]);
    const { simulator, token } = setup;
    const { awb } = await shipOrder(simulator, token);
    await simulator.scan(awb, "picked_up");
    await until(() => simulator.webhookAttempts().length === 2);
    expect(simulator.webhookAttempts().map(({ delivered, retrying }) => ({ delivered, retrying }))).toEqual([
      { delivered: false, retrying: true },
      { delivered: false, retrying: false },
    ]);
  });
});
