/** Failed deliveries and the store's NDR actions, RTO, cancelling after pickup, return shipments' webhooks. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ScanEvent } from "./server";
import { api, shipOrder, startWithReceiver, until } from "./test-support";

let setup: Awaited<ReturnType<typeof startWithReceiver>>;
beforeEach(async () => {
  setup = await startWithReceiver();
});
afterEach(() => setup.close());

const call = (method: "GET" | "POST", path: string, body?: unknown) =>
  api(setup.simulator, method, path, { token: setup.token, body });

async function undelivered(reason?: string) {
  const { awb } = await shipOrder(setup.simulator, setup.token);
  const events: ScanEvent[] = ["picked_up", "in_transit", "reached_destination_hub", "out_for_delivery"];
  for (const event of events) await setup.simulator.scan(awb, event);
  await setup.simulator.scan(awb, "undelivered", { reason });
  return awb;
}

describe("NDR", () => {
  it("lists an undelivered shipment, records a re-attempt, and lets the courier deliver it", async () => {
    const awb = await undelivered();
    const { json } = await call("GET", "/ndr/all");
    expect(json.meta.pagination).toMatchObject({ total: 1, count: 1 });
    expect(json.data[0]).toMatchObject({
      awb_code: awb,
      status: "UNDELIVERED",
      status_code: 36,
      reason: "Customer not available",
      attempts: 1,
      payment_method: "cod",
      courier: "Ekart Logistics Surface",
      customer_name: "Asha Rao",
      history: [{ ndr_reason: "Customer not available", action_by: "courier", ndr_attempt: 1 }],
    });
    expect((await call("GET", `/ndr/all?search=${awb}`)).json.data).toHaveLength(1);
    expect((await call("GET", "/ndr/all?search=00000000000000")).json.data).toHaveLength(0);
    expect((await call("GET", `/ndr/${awb}`)).json.data[0].awb_code).toBe(awb);

    const action = {
      action: "re-attempt",
      comments: "Buyer asked for delivery on Saturday",
      phone: "9800000002",
      address1: "12 MG Road, 2nd floor",
      deferred_date: "2026-03-14",
    };
    const answer = await call("POST", `/ndr/${awb}/action`, action);
    expect(answer).toMatchObject({ status: 202, json: { status: "Data Updated Sucessfully" } });
    const [shipment] = setup.simulator.shipments();
    expect(shipment?.ndrActions).toEqual([{ ...action, at: expect.any(String) }]);
    expect(shipment?.nextEvents).toContain("out_for_delivery");

    await setup.simulator.scan(awb, "out_for_delivery");
    await setup.simulator.scan(awb, "delivered");
    expect((await call("GET", "/ndr/all")).json.data).toEqual([]);
    expect(setup.receiver.received.at(-1)?.body).toMatchObject({ shipment_status_id: 7, current_status_id: 7 });
  });

  it("refuses a bad action body with 422 and an AWB not in NDR with 400", async () => {
    const awb = await undelivered("Address incomplete");
    const unknownAction = await call("POST", `/ndr/${awb}/action`, { action: "reattempt", comments: "x" });
    expect(unknownAction).toMatchObject({
      status: 422,
      json: { errors: { action: ["The selected action is invalid."] } },
    });
    const noComments = await call("POST", `/ndr/${awb}/action`, { action: "re-attempt", deferred_date: "21-03-2026" });
    expect(noComments.json.errors).toEqual({
      comments: ["The comments field is required."],
      deferred_date: ["The deferred date does not match the format Y-m-d."],
    });
    const fake = await call("POST", `/ndr/${awb}/action`, { action: "fake-attempt", comments: "Nobody came" });
    expect(Object.keys(fake.json.errors)).toEqual(["remarks", "proof_image"]);
    const { awb: moving } = await shipOrder(setup.simulator, setup.token, { order_id: "GP-1002" });
    const notNdr = await call("POST", `/ndr/${moving}/action`, { action: "re-attempt", comments: "x" });
    expect(notNdr).toMatchObject({ status: 400, json: { status_code: 400 } });
    expect(setup.simulator.shipments().flatMap((shipment) => shipment.ndrActions)).toEqual([]);
  });

  it("starts RTO on a return action, webhooks it, and ends RTO delivered", async () => {
    const awb = await undelivered();
    const answer = await call("POST", `/ndr/${awb}/action`, { action: "return", comments: "Customer refused" });
    expect(answer.status).toBe(202);
    const rto = await until(() => setup.receiver.received.find(({ body }) => body.shipment_status_id === 9));
    expect(rto.body).toMatchObject({ current_status: "RTO INITIATED", current_status_id: 15, awb });
    await setup.simulator.scan(awb, "rto_in_transit");
    await setup.simulator.scan(awb, "rto_delivered");
    expect(setup.simulator.shipments()[0]).toMatchObject({ shipmentStatusId: 10, orderStatusId: 16, nextEvents: [] });
    await expect(setup.simulator.scan(awb, "delivered")).rejects.toThrow(/RTO DELIVERED/);
    expect((await call("GET", "/ndr/all")).json.data).toEqual([]);
  });
});

describe("cancelling", () => {
  it("cancels an AWB before pickup (back to NEW) and nothing once the courier has the parcel", async () => {
    const { awb, orderId } = await shipOrder(setup.simulator, setup.token);
    const released = await call("POST", "/orders/cancel/shipment/awbs", { awbs: [awb] });
    expect(released.status).toBe(200);
    expect(setup.simulator.shipments()[0]).toMatchObject({ awb: null, orderStatusId: 1, cancelled: false });

    const { awb: second, orderId: secondId } = await shipOrder(setup.simulator, setup.token, { order_id: "GP-1002" });
    await setup.simulator.scan(second, "picked_up");
    const late = await call("POST", "/orders/cancel/shipment/awbs", { awbs: [second] });
    expect(late).toMatchObject({ status: 400, json: { message: expect.stringMatching(/PICKED UP/) } });
    expect((await call("POST", "/orders/cancel", { ids: [secondId] })).status).toBe(400);
    expect((await call("POST", "/orders/cancel", { ids: [orderId] })).status).toBe(204);
  });
});

describe("return shipments", () => {
  it("carry is_return 1 and the return order codes in tracking and webhooks", async () => {
    const created = await call("POST", "/orders/create/return", {
      order_id: "GP-1001-R1",
      order_date: "2026-03-20",
      pickup_customer_name: "Asha",
      pickup_address: "12 MG Road",
      pickup_city: "Bengaluru",
      pickup_state: "Karnataka",
      pickup_country: "India",
      pickup_pincode: 560001,
      pickup_phone: 9800000001,
      shipping_customer_name: "GanitPlay",
      shipping_address: "Plot 4, Sitapura",
      shipping_city: "Jaipur",
      shipping_state: "Rajasthan",
      shipping_country: "India",
      shipping_pincode: 302022,
      shipping_phone: 9800000009,
      order_items: [{ name: "Trigonometry card game", sku: "TRIG-01", units: 1, selling_price: 799 }],
      payment_method: "Prepaid",
      sub_total: 799,
      length: 30,
      breadth: 25,
      height: 4,
      weight: 0.6,
    });
    const shipmentId = created.json.shipment_id;
    const assigned = await call("POST", "/courier/assign/awb", { shipment_id: shipmentId, is_return: 1 });
    const awb = assigned.json.response.data.awb_code;
    await setup.simulator.scan(awb, "picked_up");
    expect(setup.receiver.received[0]?.body).toMatchObject({
      is_return: 1,
      current_status: "RETURN PICKED UP",
      current_status_id: 32,
      shipment_status_id: 42,
      order_id: "GP-1001-R1",
    });
    expect(setup.receiver.received[0]?.body.scans).toMatchObject([{ location: "Bengaluru_Hub (Karnataka)" }]);
    expect((await call("GET", `/courier/track/awb/${awb}`)).json.tracking_data).toMatchObject({
      is_return: 1,
      shipment_status: 42,
    });
    await expect(setup.simulator.scan(awb, "rto_initiated")).rejects.toThrow();
  });
});
