/** Rates and ETDs: deterministic from zone, billed weight and COD; Shiprocket's error answers. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zoneOf } from "./couriers";
import { startShiprocketSimulator, type ShiprocketSimulator } from "./server";
import { api, login, orderBody, simulatorOptions } from "./test-support";

let simulator: ShiprocketSimulator;
let token: string;
beforeAll(async () => {
  simulator = await startShiprocketSimulator(
    simulatorOptions({ unserviceablePincodes: ["744101"], codUnavailablePincodes: ["560002"] }),
  );
  token = await login(simulator);
});
afterAll(() => simulator.close());

const serviceability = (query: string) => api(simulator, "GET", `/courier/serviceability/?${query}`, { token });
const couriers = (json: { data: { available_courier_companies: Record<string, unknown>[] } }) =>
  json.data.available_courier_companies.map((row) => [row.courier_company_id, row.rate, row.estimated_delivery_days]);

describe("zones", () => {
  it.each([
    ["302001", "302019", "z_a"],
    ["302001", "305001", "z_b"],
    ["110001", "400001", "z_c"],
    ["302001", "380001", "z_c"],
    ["302001", "560001", "z_d"],
    ["302001", "190001", "z_e"],
    ["560001", "781001", "z_e"],
  ])("%s → %s is %s", (from, to, zone) => {
    expect(zoneOf(from, to)).toBe(zone);
  });
});

describe("GET /courier/serviceability/", () => {
  it("prices prepaid parcels by zone and 0.5 kg slab, cheapest recommended, every field of the note", async () => {
    const { status, json } = await serviceability("pickup_postcode=302001&delivery_postcode=560001&cod=0&weight=0.6");

    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 200, currency: "INR" });
    // Jaipur → Bengaluru is zone D (×1.8); 0.6 kg bills as two slabs.
    expect(couriers(json)).toEqual([
      [51, 99.9, "6"],
      [33, 107.1, "5"],
      [43, 115.2, "5"],
      [6, 178.2, "3"],
    ]);
    expect(json.data).toMatchObject({
      recommended_courier_company_id: 51,
      shiprocket_recommended_courier_id: 51,
      recommended_by: { id: 6, title: "Recommendation By Shiprocket" },
      blocked_courier_companies: [],
    });
    expect(json.data.available_courier_companies[2]).toMatchObject({
      courier_company_id: 43,
      courier_name: "Delhivery Surface",
      rate: 115.2,
      freight_charge: 115.2,
      cod_charges: 0,
      rto_charges: 115.2,
      etd: "Mar 15, 2026",
      etd_hours: 120,
      estimated_delivery_days: "5",
      rating: 4.6,
      cod: 1,
      is_surface: true,
      min_weight: 0.5,
      charge_weight: 1,
      zone: "z_d",
      cutoff_time: "11:00",
      blocked: 0,
      odablock: false,
    });
  });

  it("adds COD charges of max(₹30, 1.5 % of the declared value) and drops the courier without COD", async () => {
    const small = await serviceability(
      "pickup_postcode=302001&delivery_postcode=560001&cod=1&weight=0.6&declared_value=1598",
    );
    expect(couriers(small.json)).toEqual([
      [51, 129.9, "6"],
      [33, 137.1, "5"],
      [43, 145.2, "5"],
    ]);
    const large = await serviceability(
      "pickup_postcode=302001&delivery_postcode=560001&cod=1&weight=0.6&declared_value=4000",
    );
    expect(large.json.data.available_courier_companies[0]).toMatchObject({ rate: 159.9, cod_charges: 60 });
  });

  it("bills the volumetric weight when the box is bulkier than it is heavy", async () => {
    const { json } = await serviceability(
      "pickup_postcode=302001&delivery_postcode=560001&cod=0&weight=0.3&length=40&breadth=30&height=20",
    );
    expect(json.data.available_courier_companies[0]).toMatchObject({
      courier_company_id: 51,
      charge_weight: 5,
      rate: 481.5,
    });
  });

  it("quotes an existing order from its own weight, payment and value", async () => {
    const created = await api(simulator, "POST", "/orders/create/adhoc", {
      token,
      body: orderBody({ order_id: "GP-SV-1" }),
    });
    const { json } = await serviceability(
      `pickup_postcode=302001&delivery_postcode=560001&order_id=${created.json.order_id}`,
    );
    expect(couriers(json)[0]).toEqual([51, 129.9, "6"]);
    const missing = await serviceability("pickup_postcode=302001&delivery_postcode=560001&order_id=1");
    expect(missing).toMatchObject({ status: 200, json: { status: 404, message: "Order does not exist!" } });
  });

  it("answers 422 for missing inputs", async () => {
    const noWeight = await serviceability("pickup_postcode=302001&delivery_postcode=560001");
    expect(noWeight).toMatchObject({
      status: 422,
      json: {
        message: "Oops! Invalid Data.",
        errors: {
          cod: ["The cod field is required when order id is not present."],
          weight: ["The weight field is required when order id is not present."],
        },
        status_code: 422,
      },
    });
    const noPincode = await serviceability("pickup_postcode=302001&cod=0&weight=1");
    expect(noPincode.json.errors).toEqual({ delivery_postcode: ["The delivery postcode field is required."] });
    const badPincode = await serviceability("pickup_postcode=3020&delivery_postcode=560001&cod=0&weight=1");
    expect(badPincode.json.errors).toEqual({ pickup_postcode: ["The pickup postcode must be 6 digits."] });
  });

  it("answers HTTP 200 with an error body when no courier serves the pincodes or COD", async () => {
    const nobody = await serviceability("pickup_postcode=302001&delivery_postcode=744101&cod=0&weight=1");
    expect(nobody).toMatchObject({
      status: 200,
      json: { status: 404, message: "No courier serviceable for the given pincodes" },
    });
    const noCash = await serviceability("pickup_postcode=302001&delivery_postcode=560002&cod=1&weight=1");
    expect(noCash.json.status).toBe(404);
    const prepaid = await serviceability("pickup_postcode=302001&delivery_postcode=560002&cod=0&weight=1");
    expect(prepaid.json.data.available_courier_companies.map((row: { cod: number }) => row.cod)).toEqual([0, 0, 0, 0]);
  });
});
