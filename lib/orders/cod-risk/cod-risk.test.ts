import { beforeAll, describe, expect, it } from "vitest";
import { POST as codCheck } from "@/app/api/order/cod-check/route";
import { POST as place } from "@/app/api/order/place/route";
import { callRoute } from "@/test/support/call-route";
import { unconfirmedOrder } from "@/test/support/cod-confirmation";
import { deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { seedShipmentHistory, type PastParcel } from "@/test/support/shipment-history";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "../../db";
import { placeOrder } from "../place-order";

/** A district of this file's own (no other test ships there): two pincodes, and a third elsewhere. */
const PLACES = {
  returns: { pincode: "560901", district: "RISK TEST NORTH", state: "KARNATAKA", delivers: true },
  quiet: { pincode: "560902", district: "RISK TEST NORTH", state: "KARNATAKA", delivers: true },
  elsewhere: { pincode: "560903", district: "RISK TEST SOUTH", state: "KARNATAKA", delivers: true },
};

/** `finished` COD parcels to `pincode`, the first `returned` of them back undelivered. */
const parcels = (pincode: string, finished: number, returned: number): PastParcel[] =>
  Array.from({ length: finished }, (_, index) => ({
    pincode,
    outcome: index < returned ? "RTO" : "DELIVERED_FIRST_ATTEMPT",
  }));

beforeAll(async () => {
  await ensureTestPincodes();
  for (const entry of Object.values(PLACES)) {
    await db().pincode.upsert({ where: { pincode: entry.pincode }, create: entry, update: entry });
  }
  if ((await db().shipment.count({ where: { pincode: PLACES.returns.pincode } })) > 0) return;
  // The pincode: 9 of 20 back (45%). Its district: 9 of 24 (38%), which speaks for the quiet pincode's 4.
  const { user } = await createUser();
  await seedShipmentHistory(user.id, [
    ...parcels(PLACES.returns.pincode, 20, 9),
    ...parcels(PLACES.quiet.pincode, 4, 0),
  ]);
});

const items = (productId: string) => [{ productId, quantity: 2 }];
const placement = (productId: string, pincode: string) => ({
  items: items(productId),
  address: deliveryAddress(pincode),
  paymentMethod: "cod",
});

describe("the cash on delivery rules at checkout", () => {
  it("ask for online payment where the pincode's parcels come back, say why, and record the refusal and the steer", async () => {
    const { user, token } = await createUser();
    const product = await createProduct();
    const reason =
      "Cash on delivery isn't available for this order because 45% of the last 20 cash on delivery parcels to pincode 560901 came back undelivered. Please pay online.";
    const asked = await callRoute(codCheck, {
      token,
      body: { items: items(product.id), address: { zipcode: PLACES.returns.pincode } },
    });
    expect(asked.body).toMatchObject({ available: false, reason, fee: 0, feeReason: null });

    const refused = await callRoute(place, { token, body: placement(product.id, PLACES.returns.pincode) });
    expect(refused).toEqual({ status: 409, body: { success: false, message: reason } });
    expect(await db().order.count({ where: { userId: user.id } })).toBe(0);

    const { paymentMethod: _cod, ...online } = placement(product.id, PLACES.returns.pincode);
    await placeOrder(user.id, online, "PHONEPE");
    const decisions = await db().codRiskDecision.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: "asc" },
    });
    expect(decisions).toMatchObject([
      {
        orderId: null,
        paymentMethod: "COD",
        outcome: "PREPAID_ONLY",
        reasons: ["PINCODE_RETURNS"],
        explanation: reason,
      },
      { orderId: expect.any(String), paymentMethod: "PHONEPE", outcome: "PREPAID_ONLY" },
    ]);
    expect(decisions[0]!.inputs).toMatchObject({
      pincode: "560901",
      orderValue: 998_00,
      history: { pincode: { finished: 20, returned: 9 }, area: { finished: 24, returned: 9 } },
    });
    expect(decisions[0]!.thresholds).toMatchObject({ prepaidOnlyAtReturnRate: 40, minShipments: 20 });
  });

  it("add their fee where the district's parcels come back, shown before the choice and charged as shown", async () => {
    const { token } = await createUser();
    const product = await createProduct();
    const asked = await callRoute(codCheck, {
      token,
      body: { items: items(product.id), address: { zipcode: PLACES.quiet.pincode, phone: "9829054321" } },
    });
    expect(asked.body).toMatchObject({
      available: true,
      reason: null,
      fee: 50,
      feeReason:
        "Cash on delivery costs ₹50.00 more for this order because 38% of the last 24 cash on delivery parcels to Risk Test North came back undelivered.",
    });
    const placed = await callRoute(place, { token, body: placement(product.id, PLACES.quiet.pincode) });
    expect(placed.status).toBe(201);
    const order = await db().order.findUniqueOrThrow({
      where: { id: placed.body.order._id },
      include: { codRiskDecision: true },
    });
    const { shippingCost } = order.deliveryInfo as { shippingCost: { details: { codFee: number } } };
    expect(shippingCost.details.codFee).toBe(90_00);
    expect(order.codRiskDecision).toMatchObject({ outcome: "FEE", reasons: ["AREA_RETURNS"] });
    expect(order.codRiskDecision!.fee.toString()).toBe("50");
    // Elsewhere, nothing: the same cart pays only the delivery rules' COD fee.
    const plain = await callRoute(codCheck, {
      token,
      body: { items: items(product.id), address: { zipcode: PLACES.elsewhere.pincode } },
    });
    expect(plain.body).toMatchObject({ available: true, fee: 0, feeReason: null });
  });

  it("follow the customer's own record, and a phone a courier cannot call", async () => {
    const { order, customerToken: token, product } = await unconfirmedOrder();
    await db().codConfirmation.update({ where: { orderId: order.id }, data: { answer: "EXPIRED" } });
    const ask = (address: object) => callRoute(codCheck, { token, body: { items: items(product.id), address } });
    expect((await ask({ zipcode: PLACES.elsewhere.pincode })).body).toMatchObject({
      available: true,
      fee: 50,
      feeReason:
        "Cash on delivery costs ₹50.00 more for this order because 1 of your earlier cash on delivery orders came back undelivered or were not confirmed.",
    });
    expect(
      (await ask({ zipcode: PLACES.elsewhere.pincode, phone: "9999999999", street: "12, Paota B Road" })).body,
    ).toMatchObject({ available: false, reason: expect.stringContaining("the phone number 9999999999 does not look") });
    // Bad input is refused, and says so.
    expect((await ask({ zipcode: "12" })).status).toBe(400);
  });
});
