/** Creating, finding and cancelling orders; return orders. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startShiprocketSimulator, type ShiprocketSimulator } from "./server";
import { api, login, orderBody, shipOrder, simulatorOptions, WAREHOUSE } from "./test-support";

let simulator: ShiprocketSimulator;
let token: string;
beforeEach(async () => {
  simulator = await startShiprocketSimulator(simulatorOptions());
  token = await login(simulator);
});
afterEach(() => simulator.close());

const create = (body: Record<string, unknown>) => api(simulator, "POST", "/orders/create/adhoc", { token, body });

const returnBody = (overrides: Record<string, unknown> = {}) => ({
  order_id: "GP-1001-R1",
  order_date: "2026-03-20",
  pickup_customer_name: "Asha",
  pickup_address: "12 MG Road",
  pickup_city: "Bengaluru",
  pickup_state: "Karnataka",
  pickup_country: "India",
  pickup_pincode: "560001",
  pickup_phone: "9800000001",
  shipping_customer_name: "GanitPlay",
  shipping_address: "Plot 4, Sitapura",
  shipping_city: "Jaipur",
  shipping_state: "Rajasthan",
  shipping_country: "India",
  shipping_pincode: "302022",
  shipping_phone: "9800000009",
  order_items: [{ name: "Trigonometry card game", sku: "TRIG-01", units: 1, selling_price: 799 }],
  payment_method: "Prepaid",
  sub_total: 799,
  length: 30,
  breadth: 25,
  height: 4,
  weight: 0.6,
  ...overrides,
});

describe("POST /orders/create/adhoc", () => {
  it("creates the order with its shipment, status NEW (1), no AWB yet", async () => {
    const { status, json } = await create(orderBody());
    expect(status).toBe(200);
    expect(json).toEqual({
      order_id: 781234567,
      shipment_id: 779876543,
      status: "NEW",
      status_code: 1,
      onboarding_completed_now: 0,
      awb_code: null,
      courier_company_id: null,
      courier_name: null,
    });
  });

  it("refuses missing fields and wrong sizes with Laravel's 422, field by field", async () => {
    const { status, json } = await create(
      orderBody({
        order_id: undefined,
        billing_city: "Thiruvananthapuram Cantonment East",
        length: 0.5,
        weight: 0,
        payment_method: "Card",
        order_items: [{ name: "Game", units: 1, selling_price: 10 }],
      }),
    );
    expect(status).toBe(422);
    expect(json).toEqual({
      message: "Oops! Invalid Data.",
      errors: {
        order_id: ["The order id field is required."],
        billing_city: ["The billing city may not be greater than 30 characters."],
        length: ["The length must be greater than 0.5."],
        weight: ["The weight must be greater than 0."],
        payment_method: ["The selected payment method is invalid."],
        "order_items.0.sku": ["The order_items.0.sku field is required."],
      },
      status_code: 422,
    });
    const noItems = await create(orderBody({ order_items: [], order_id: "x".repeat(51) }));
    expect(noItems.json.errors).toEqual({
      order_id: ["The order id may not be greater than 50 characters."],
      order_items: ["The order items field is required."],
    });
    const noShipping = await create(orderBody({ shipping_is_billing: false }));
    expect(noShipping.json.errors.shipping_address).toEqual([
      "The shipping address field is required when shipping is billing is false.",
    ]);
  });

  it("requires the exact nickname of an existing pickup location, listing them", async () => {
    const { status, json } = await create(orderBody({ pickup_location: "jaipur warehouse" }));
    expect(status).toBe(422);
    expect(json).toEqual({
      message: "Wrong Pickup location entered. Please choose one location from data given",
      data: { data: [{ pickup_location: WAREHOUSE.nickname, city: "Jaipur", state: "Rajasthan", pin_code: "302001" }] },
      status_code: 422,
    });
  });

  it("answers a repeated channel order id with the existing order, even a cancelled one", async () => {
    const first = await create(orderBody());
    const again = await create(orderBody({ sub_total: 1 }));
    expect(again).toMatchObject({ status: 200, json: { order_id: first.json.order_id, status: "NEW", awb_code: "" } });
    await api(simulator, "POST", "/orders/cancel", { token, body: { ids: [first.json.order_id] } });
    const cancelled = await create(orderBody());
    expect(cancelled.json).toMatchObject({ order_id: first.json.order_id, status: "CANCELED", status_code: 5 });
    expect(simulator.shipments()).toHaveLength(1);
  });

  it("answers 422 to a repeated channel order id when set to", async () => {
    await simulator.close();
    simulator = await startShiprocketSimulator(simulatorOptions({ duplicateCreate: "422" }));
    token = await login(simulator);
    await create(orderBody());
    const again = await create(orderBody());
    expect(again).toMatchObject({
      status: 422,
      json: { errors: { order_id: ["The order id has already been taken."] } },
    });
  });
});

describe("GET /orders and /orders/show/{id}", () => {
  it("finds an order by channel order id or AWB, and shows it by Shiprocket id", async () => {
    await create(orderBody({ order_id: "GP-OTHER" }));
    const { orderId, awb } = await shipOrder(simulator, token);
    for (const search of ["GP-1001", awb]) {
      const { json } = await api(simulator, "GET", `/orders?search=${search}`, { token });
      expect(json.meta.pagination).toMatchObject({ total: 1, count: 1, current_page: 1 });
      expect(json.data[0]).toMatchObject({
        id: orderId,
        channel_order_id: "GP-1001",
        status: "PICKUP SCHEDULED",
        status_code: 4,
        payment_method: "cod",
        created_at: "10 Mar 2026, 02:00 PM",
        shipments: [{ awb, courier: "Ekart Logistics Surface", pickup_scheduled_date: "2026-03-11 10:00:00" }],
      });
    }
    const all = await api(simulator, "GET", "/orders", { token });
    expect(all.json.data.map((row: { channel_order_id: string }) => row.channel_order_id)).toEqual([
      "GP-1001",
      "GP-OTHER",
    ]);
    const shown = await api(simulator, "GET", `/orders/show/${orderId}`, { token });
    expect(shown.json.data).toMatchObject({ id: orderId, shipments: { awb }, awb_data: { awb, applied_weight: 0.6 } });
    expect((await api(simulator, "GET", "/orders/show/1", { token })).status).toBe(404);
  });
});

describe("POST /orders/cancel", () => {
  it("answers 204 with no body, 422 without ids and 500 for an unknown id", async () => {
    const { json } = await create(orderBody());
    const cancelled = await api(simulator, "POST", "/orders/cancel", { token, body: { ids: [json.order_id] } });
    expect(cancelled).toMatchObject({ status: 204, text: "" });
    expect(simulator.shipments()[0]).toMatchObject({ cancelled: true, orderStatusId: 5, shipmentStatusId: 8 });
    const noIds = await api(simulator, "POST", "/orders/cancel", { token, body: {} });
    expect(noIds).toMatchObject({ status: 422, json: { errors: { ids: ["The ids field is required."] } } });
    const unknown = await api(simulator, "POST", "/orders/cancel", { token, body: { ids: [42] } });
    expect(unknown).toMatchObject({ status: 500, json: { message: "Trying to get property of non-object" } });
  });
});

describe("return orders", () => {
  it("creates RETURN PENDING (21), refuses a taken order id and takes an AWB with is_return", async () => {
    const { status, json } = await api(simulator, "POST", "/orders/create/return", { token, body: returnBody() });
    expect(status).toBe(200);
    expect(json).toEqual({ order_id: 781234567, shipment_id: 779876543, status: "RETURN PENDING", status_code: 21 });
    const again = await api(simulator, "POST", "/orders/create/return", { token, body: returnBody() });
    expect(again).toMatchObject({
      status: 422,
      json: { errors: { order_id: ["The order id has already been taken."] } },
    });

    const forwardStyle = await api(simulator, "POST", "/courier/assign/awb", {
      token,
      body: { shipment_id: json.shipment_id },
    });
    expect(forwardStyle.json.awb_assign_status).toBe(0);
    const assigned = await api(simulator, "POST", "/courier/assign/awb", {
      token,
      body: { shipment_id: json.shipment_id, is_return: 1 },
    });
    expect(assigned.json).toMatchObject({
      awb_assign_status: 1,
      response: { data: { cod: 0, shipment_id: json.shipment_id } },
    });
    expect(simulator.shipments()[0]).toMatchObject({ isReturn: true, orderStatusId: 22, shipmentStatusId: 1 });
  });
});
