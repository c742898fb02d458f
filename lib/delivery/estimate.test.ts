import { beforeAll, describe, expect, it } from "vitest";
import { confirmedByCustomer } from "@/test/support/orders";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { readTaxDocumentSnapshot } from "../invoices/snapshot";
import { composeOrderEmail } from "../mail/orders/compose";
import { estimatedDelivery } from "../orders/order-view";
import { placeOrder } from "../orders/place-order";
import { toOrderJson } from "../wire/order";
import { findServiceablePincode } from "./delivery";
import { deliveryDaysText, describePromisedDelivery, parseDeliveryDays, promisedDelivery } from "./estimate";

const DAY = 24 * 60 * 60 * 1000;
const PLACED = Date.UTC(2026, 10, 23, 6, 0);

beforeAll(ensureTestPincodes);

describe("the promised delivery", () => {
  it("words the zone's days and counts their upper bound from the order date", () => {
    expect(deliveryDaysText({ min: 3, max: 4 })).toBe("3-4 days");
    expect(deliveryDaysText({ min: 5, max: 5 })).toBe("5 days");
    const threeToFour = { min: 3, max: 4 };
    expect(promisedDelivery(PLACED, threeToFour)).toEqual({
      days: "3-4 days",
      range: threeToFour,
      by: new Date(PLACED + 4 * DAY),
    });
    expect(describePromisedDelivery(promisedDelivery(PLACED, threeToFour))).toBe("by 27 November 2026 (3-4 days)");
  });

  it("reads the API's words back as days, for screens in another language", () => {
    expect(parseDeliveryDays("3-4 days")).toEqual({ min: 3, max: 4 });
    expect(parseDeliveryDays(deliveryDaysText({ min: 5, max: 5 }))).toEqual({ min: 5, max: 5 });
    expect(parseDeliveryDays("next week")).toBeNull();
  });

  it("is the same everywhere: checkout's quote, the order page, the e-mail and the invoice", async () => {
    const pincode = TEST_PINCODES.metro.pincode;
    // What GET /api/delivery/estimated-delivery answers and checkout shows.
    const days = (await findServiceablePincode(pincode))!.days;
    const quoted = deliveryDaysText(days);

    const { user } = await createUser();
    const product = await createProduct({ stockQuantity: 5 });
    const order = await confirmedByCustomer(
      await placeOrder(
        user.id,
        {
          items: [{ productId: product.id, quantity: 1 }],
          address: { ...deliveryAddress(pincode), email: user.email },
        },
        "COD",
      ),
    );
    expect(order.delivery.days).toEqual(days);
    const promise = describePromisedDelivery(promisedDelivery(order.createdAt, days));
    expect(promise).toContain(`(${quoted})`);
    expect(toOrderJson(order).deliveryInfo.estimatedDelivery).toBe(quoted);

    const onOrderPage = estimatedDelivery(toOrderJson(order));
    expect(onOrderPage && describePromisedDelivery(onOrderPage)).toBe(promise);

    const email = await composeOrderEmail({ orderId: order.id, message: "placed" });
    expect(email.text).toContain(`Estimated delivery: ${promise}`);

    const invoice = await db().taxDocument.findFirstOrThrow({ where: { orderId: order.id, kind: "INVOICE" } });
    expect(readTaxDocumentSnapshot(invoice.snapshot, invoice.id).estimatedDelivery).toBe(promise);
  });

  it("is not shown once the order is delivered or cancelled", () => {
    const order = { date: PLACED, deliveryInfo: { deliveryDays: { min: 3, max: 4 } } };
    expect(estimatedDelivery({ ...order, status: "Delivered" })).toBeNull();
    expect(estimatedDelivery({ ...order, status: "Cancelled" })).toBeNull();
    expect(estimatedDelivery({ ...order, status: "Shipped" })?.days).toBe("3-4 days");
  });
});

describe("the delivery days read back", () => {
  it("gives the days deliveryDaysText worded, for a page to word them again", () => {
    for (const days of [
      { min: 3, max: 4 },
      { min: 5, max: 5 },
      { min: 10, max: 12 },
    ]) {
      expect(parseDeliveryDays(deliveryDaysText(days))).toEqual(days);
    }
  });

  it("refuses any other text", () => {
    expect(parseDeliveryDays("3 to 4 days")).toBeNull();
    expect(parseDeliveryDays("soon")).toBeNull();
  });
});
