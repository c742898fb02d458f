import { beforeAll, describe, expect, it, vi } from "vitest";
import { indianIsoDay } from "@/lib/dates";
import { callRoute } from "@/test/support/call-route";
import { TEST_PINCODES, ensureTestPincodes } from "@/test/support/delivery-data";
import { GET as checkServiceability } from "./check-serviceability/route";
import { GET as estimatedDelivery } from "./estimated-delivery/route";
import { GET as shippingCost } from "./shipping-cost/route";

beforeAll(ensureTestPincodes);
// Couriers' own dates are lib/delivery/arrival.test.ts's: here the zone's days answer.
vi.stubEnv("SHIPROCKET_ENV", "off");

const get = (handler: typeof shippingCost, query: Record<string, string>) =>
  callRoute(handler, { method: "GET", query });

describe("GET /api/delivery/check-serviceability", () => {
  it("answers city, state and COD availability", async () => {
    expect(await get(checkServiceability, { pincode: TEST_PINCODES.metro.pincode })).toEqual({
      status: 200,
      body: {
        success: true,
        serviceable: true,
        data: { city: "New Delhi", state: "Delhi", cod_available: true, prepaid_available: true },
        message: "We deliver to New Delhi",
      },
    });
    const special = await get(checkServiceability, { pincode: TEST_PINCODES.special.pincode });
    expect(special.body.data.cod_available).toBe(false);
  });

  it("says when a pincode is not serviceable", async () => {
    for (const pincode of ["999999", TEST_PINCODES.nonDelivering.pincode]) {
      expect((await get(checkServiceability, { pincode })).body).toEqual({
        success: true,
        serviceable: false,
        data: null,
        message: "Pincode not serviceable",
      });
    }
  });

  it.each(["34200", "042001", "34200a", ""])("refuses %j with 400", async (pincode) => {
    const { status, body } = await get(checkServiceability, { pincode });
    expect(status).toBe(400);
    expect(body.message).toBe("Please enter a valid 6-digit pincode");
  });
});

describe("GET /api/delivery/estimated-delivery", () => {
  it("answers dispatch (1 working day) plus the zone's transit time, and the day it arrives by", async () => {
    // Without a courier to ask, the day is the zone's longest estimate from today.
    expect((await get(estimatedDelivery, { pincode: TEST_PINCODES.warehouse.pincode })).body).toEqual({
      success: true,
      estimated_days: "3-4 days",
      arrives_by: indianIsoDay(Date.now() + 4 * 24 * 60 * 60 * 1000),
    });
    expect((await get(estimatedDelivery, { pincode: TEST_PINCODES.rest.pincode })).body.estimated_days).toBe(
      "6-8 days",
    );
    expect((await get(estimatedDelivery, { pincode: "999999" })).status).toBe(400);
  });
});

describe("GET /api/delivery/shipping-cost", () => {
  it.each([
    ["400", "29.5"],
    ["500", "29.5"],
    ["501", "53.1"],
    ["2300", "123.9"],
  ])("charges %s g prepaid within Jodhpur ₹%s", async (weight, total) => {
    const { body } = await get(shippingCost, {
      pincode: TEST_PINCODES.warehouse.pincode,
      weight,
      payment_type: "Pre-paid",
    });
    expect(body.cost.total).toBe(Number(total));
  });

  it("adds the COD fee and breaks the total down", async () => {
    const { body } = await get(shippingCost, {
      pincode: TEST_PINCODES.sameState.pincode,
      weight: "500",
      payment_type: "COD",
    });
    expect(body).toEqual({
      success: true,
      cost: {
        total: 73,
        details: { zone: "B", billableWeight: 500, base: 33, additional: 0, codFee: 40, freeShippingDiscount: 0 },
      },
      choices: {
        prepaidTotal: 33,
        codTotal: 73,
        codFee: 40,
        freeShippingThreshold: 999,
        prepaidSaving: 40,
        toFreeShipping: null,
      },
    });
  });

  it("compares both ways of paying, for the cart and the payment choice", async () => {
    const choices = async (pincode: string, order_value: string): Promise<unknown> =>
      (await get(shippingCost, { pincode, weight: "500", order_value })).body.choices;
    // Under ₹999: online saves the ₹40 COD fee, and ₹399 more would ship free.
    expect(await choices(TEST_PINCODES.metro.pincode, "600")).toMatchObject({
      prepaidTotal: 40.1,
      codTotal: 80.1,
      prepaidSaving: 40,
      toFreeShipping: 399,
    });
    // At ₹999 online ships free: it saves the shipping as well as the fee.
    expect(await choices(TEST_PINCODES.metro.pincode, "999")).toMatchObject({
      prepaidTotal: 0,
      codTotal: 80.1,
      prepaidSaving: 80.1,
      toFreeShipping: 0,
    });
    // No COD there: nothing to compare, and the prepaid quote still answers.
    expect(await choices(TEST_PINCODES.special.pincode, "600")).toMatchObject({ codTotal: null, prepaidSaving: null });
  });

  it("ships prepaid orders of ₹999 or more free", async () => {
    const quote = (order_value?: string) =>
      get(shippingCost, {
        pincode: TEST_PINCODES.metro.pincode,
        weight: "500",
        payment_type: "Pre-paid",
        ...(order_value ? { order_value } : {}),
      });
    expect((await quote("998.99")).body.cost.total).toBe(40.1);
    expect((await quote("999")).body).toMatchObject({ cost: { total: 0 }, message: "Free shipping on this order!" });
    expect((await quote()).body.cost.total).toBe(40.1);
  });

  it("refuses COD where it is not offered, and bad parameters", async () => {
    const noCod = await get(shippingCost, { pincode: TEST_PINCODES.special.pincode, payment_type: "COD" });
    expect(noCod).toEqual({
      status: 400,
      body: { success: false, message: "Cash on delivery is not available for this pincode" },
    });
    const badQueries: Record<string, string>[] = [
      { weight: "-5" },
      { weight: "abc" },
      { payment_type: "UPI" },
      { order_value: "-1" },
    ];
    for (const query of badQueries) {
      expect((await get(shippingCost, { pincode: TEST_PINCODES.metro.pincode, ...query })).status).toBe(400);
    }
  });
});
