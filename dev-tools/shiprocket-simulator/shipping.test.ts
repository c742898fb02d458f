/** AWB assignment and the wallet, pickups, labels and manifests. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startShiprocketSimulator, type ShiprocketSimulator, type ShiprocketSimulatorOptions } from "./server";
import { api, login, orderBody, simulatorOptions, testClock, WAREHOUSE } from "./test-support";

let simulator: ShiprocketSimulator;
let token: string;
let clock: ReturnType<typeof testClock>;

async function start(overrides: Partial<ShiprocketSimulatorOptions> = {}) {
  await simulator?.close();
  simulator = await startShiprocketSimulator(simulatorOptions({ now: clock.now, ...overrides }));
  token = await login(simulator);
}
beforeEach(async () => {
  clock = testClock();
  await start();
});
afterEach(() => simulator.close());

const post = (path: string, body: unknown) => api(simulator, "POST", path, { token, body });
async function createShipment(overrides: Record<string, unknown> = {}): Promise<number> {
  const { json } = await post("/orders/create/adhoc", orderBody(overrides));
  return json.shipment_id as number;
}
async function wallet(): Promise<unknown> {
  const { json } = await api(simulator, "GET", "/account/details/wallet-balance", { token });
  return json.data;
}

describe("POST /courier/assign/awb", () => {
  it("assigns the recommended courier's 14-digit AWB and debits the freight with COD charges", async () => {
    const shipmentId = await createShipment();
    const { status, json } = await post("/courier/assign/awb", { shipment_id: shipmentId });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      awb_assign_status: 1,
      response: {
        data: {
          courier_company_id: 51,
          courier_name: "Ekart Logistics Surface",
          awb_code: expect.stringMatching(/^5010\d{10}$/),
          cod: 1,
          order_id: 781234567,
          shipment_id: shipmentId,
          awb_code_status: 1,
          assigned_date_time: { date: "2026-03-10 14:00:00.000000", timezone_type: 3, timezone: "Asia/Kolkata" },
          applied_weight: 0.6,
        },
      },
    });
    expect(await wallet()).toEqual({ balance_amount: "99870.10" });
    expect(simulator.shipments()[0]).toMatchObject({
      shipmentStatusId: 1,
      orderStatusId: 3,
      edd: "2026-03-16 18:00:00",
    });
  });

  it("fails with HTTP 200 and awb_assign_status 0 for an unknown courier, one without COD, or a low wallet", async () => {
    const shipmentId = await createShipment();
    const unknown = await post("/courier/assign/awb", { shipment_id: shipmentId, courier_id: 999 });
    expect(unknown).toMatchObject({
      status: 200,
      json: { awb_assign_status: 0, response: { data: { awb_assign_error: "Awb Assignment Failed" } } },
    });
    const noCod = await post("/courier/assign/awb", { shipment_id: shipmentId, courier_id: 6 });
    expect(noCod.json.response.data.awb_assign_error).toBe("Blue Dart Air is not serviceable for this shipment.");

    await start({ walletBalance: 100 });
    const poor = await createShipment();
    const low = await post("/courier/assign/awb", { shipment_id: poor });
    expect(low.json).toMatchObject({
      awb_assign_status: 0,
      response: { data: { awb_assign_error: expect.stringMatching(/wallet/) } },
    });
    const prepaid = await createShipment({ order_id: "GP-PREPAID", payment_method: "Prepaid" });
    expect((await post("/courier/assign/awb", { shipment_id: prepaid })).json.awb_assign_status).toBe(1);
    expect(await wallet()).toEqual({ balance_amount: "0.10" });
  });

  it("reassigns a courier once in 24 hours, refunding the first freight", async () => {
    const shipmentId = await createShipment();
    await post("/courier/assign/awb", { shipment_id: shipmentId });
    const moved = await post("/courier/assign/awb", { shipment_id: shipmentId, courier_id: 43, status: "reassign" });
    expect(moved.json.response.data).toMatchObject({
      courier_company_id: 43,
      awb_code: expect.stringMatching(/^1904\d{10}$/),
    });
    expect(await wallet()).toEqual({ balance_amount: "99854.80" });
    const again = await post("/courier/assign/awb", { shipment_id: shipmentId, courier_id: 33, status: "reassign" });
    expect(again).toMatchObject({
      status: 400,
      json: { message: "Oops! Cannot reassign courier for this shipment.", status_code: 400 },
    });
    clock.advance(24 * 60 * 60_000);
    expect(
      (await post("/courier/assign/awb", { shipment_id: shipmentId, courier_id: 33, status: "reassign" })).status,
    ).toBe(200);
  });
});

describe("POST /courier/generate/pickup", () => {
  it("schedules the next working day at 10:00 IST and moves the shipment to Pickup Scheduled (3)", async () => {
    const shipmentId = await createShipment();
    const early = await post("/courier/generate/pickup", { shipment_id: [shipmentId] });
    expect(early).toMatchObject({ status: 400, json: { message: "Please assign AWB before generating pickup." } });
    const { json } = await post("/courier/assign/awb", { shipment_id: shipmentId });
    const { status, json: pickup } = await post("/courier/generate/pickup", { shipment_id: [shipmentId] });
    expect(status).toBe(200);
    expect(pickup).toEqual({
      pickup_status: 1,
      response: {
        pickup_scheduled_date: "2026-03-11 10:00:00",
        pickup_token_number: "Reference No: 51_EKART 9876543_11032026",
        status: 3,
        others: expect.any(String),
        pickup_generated_date: { date: "2026-03-10 14:00:00.000000", timezone_type: 3, timezone: "Asia/Kolkata" },
        data: `Pickup is confirmed by Ekart Logistics Surface For AWB :- ${json.response.data.awb_code}`,
      },
    });
    expect(simulator.shipments()[0]).toMatchObject({ shipmentStatusId: 3, orderStatusId: 4 });
    expect((await post("/courier/generate/pickup", { shipment_id: [shipmentId] })).json.message).toBe(
      "Already in Pickup Queue.",
    );
  });

  it("rolls a Sunday to Monday, refuses past dates, more than one shipment and unverified pickup phones", async () => {
    clock.advance(4 * 24 * 60 * 60_000); // Saturday 14 March
    const shipmentId = await createShipment();
    await post("/courier/assign/awb", { shipment_id: shipmentId });
    const past = await post("/courier/generate/pickup", { shipment_id: [shipmentId], pickup_date: ["2026-03-01"] });
    expect(past.json.errors).toEqual({ pickup_date: ["The pickup date must be a date after or equal to today."] });
    const two = await post("/courier/generate/pickup", { shipment_id: [shipmentId, 2] });
    expect(two.json.errors).toEqual({ shipment_id: ["Only one shipment id can be passed at a time."] });
    const monday = await post("/courier/generate/pickup", { shipment_id: [shipmentId] });
    expect(monday.json.response.pickup_scheduled_date).toBe("2026-03-16 10:00:00");

    await start({ pickupLocations: [{ ...WAREHOUSE, phoneVerified: false }] });
    const unverified = await createShipment();
    await post("/courier/assign/awb", { shipment_id: unverified });
    const refused = await post("/courier/generate/pickup", { shipment_id: [unverified], pickup_date: ["2026-03-15"] });
    expect(refused.status).toBe(400);
  });
});

describe("labels and manifests", () => {
  it("links a 4×6 inch label PDF, and refuses ids without an AWB or not in an array", async () => {
    const shipmentId = await createShipment();
    const none = await post("/courier/generate/label", { shipment_id: [shipmentId] });
    expect(none.json).toEqual({
      label_created: 0,
      not_created: [shipmentId],
      response: "No valid shipment ids to print label",
    });
    const notArray = await post("/courier/generate/label", { shipment_id: shipmentId });
    expect(notArray).toMatchObject({
      status: 422,
      json: { errors: { shipment_id: ["The shipment id must be an array."] } },
    });

    await post("/courier/assign/awb", { shipment_id: shipmentId });
    const { json } = await post("/courier/generate/label", { shipment_id: [shipmentId] });
    expect(json).toEqual({
      label_created: 1,
      label_url: `${simulator.url}/labels/${shipmentId}.pdf`,
      response: "Label has been created and uploaded successfully!",
      not_created: [],
    });
    const pdf = await fetch(json.label_url);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString("latin1");
    expect(bytes.startsWith("%PDF")).toBe(true);
    expect(bytes).toMatch(/\/MediaBox \[0 0 288 432\]/);
    expect(bytes).toMatch(/\/Type \/Pages\n\/Count 1\n/);
    expect((await fetch(`${simulator.url}/labels/1.pdf`)).status).toBe(404);
  });

  it("manifests scheduled shipments once, as an A4 PDF", async () => {
    const shipmentId = await createShipment();
    await post("/courier/assign/awb", { shipment_id: shipmentId });
    expect((await post("/manifests/generate", { shipment_id: [shipmentId] })).json).toEqual({
      status: 0,
      manifest_url: "",
    });
    await post("/courier/generate/pickup", { shipment_id: [shipmentId] });
    const { json } = await post("/manifests/generate", { shipment_id: [shipmentId] });
    expect(json).toEqual({ status: 1, manifest_url: `${simulator.url}/manifests/90001.pdf` });
    expect(simulator.shipments()[0]).toMatchObject({ shipmentStatusId: 5, shipmentStatus: "MANIFEST GENERATED" });
    const pdf = Buffer.from(await (await fetch(json.manifest_url)).arrayBuffer()).toString("latin1");
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const again = await post("/manifests/generate", { shipment_id: [shipmentId] });
    expect(again).toMatchObject({ status: 400, json: { already_manifested_shipment_ids: [shipmentId] } });
  });
});
