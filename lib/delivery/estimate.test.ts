import { beforeAll, describe, expect, it } from "vitest";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { readTaxDocumentSnapshot } from "../invoices/snapshot";
import { composeOrderEmail } from "../mail/orders/compose";
import { estimatedDelivery } from "../orders/order-view";
import { placeOrder } from "../orders/place-order";
import { toOrderJson } from "../wire/order";
import { findServiceablePincode } from "./delivery";
import { describePromisedDelivery, promisedDelivery, readDeliveryDays } from "./estimate";

const DAY = 24 * 60 * 60 * 1000;
const PLACED = Date.UTC(2026, 10, 23, 6, 0);

beforeAll(ensureTestPincodes);

describe("the promised delivery", () => {
  it("reads the zone's estimate and counts its upper bound from the order date", () => {
    expect(readDeliveryDays("3-4 days")).toEqual({ min: 3, max: 4 });
    expect(readDeliveryDays("5 days")).toEqual({ min: 5, max: 5 });
    expect(readDeliveryDays("soon")).toBeNull();
    expect(readDeliveryDays("6-2 days")).toBeNull();
    expect(promisedDelivery(PLACED, "3-4 days")).toEqual({ days: "3-4 days", by: new Date(PLACED + 4 * DAY) });
    expect(describePromisedDelivery(promisedDelivery(PLACED, "3-4 days"))).toBe("by 27 November 2026 (3-4 days)");
    // An estimate that cannot be read falls back to SPEC §9's order date + 5 days.
    expect(promisedDelivery(PLACED, "")).toEqual({ days: "5 days", by: new Date(PLACED + 5 * DAY) });
  });

  it("is the same everywhere: checkout's quote, the order page, the e-mail and the invoice", async () => {
    const pincode = TEST_PINCODES.metro.pincode;
    // What GET /api/delivery/estimated-delivery answers and checkout shows.
    const days = (await findServiceablePincode(pincode))!.estimatedDays;
    expect(readDeliveryDays(days)).not.toBeNull();

    const { user } = await createUser();
    const product = await createProduct({ stockQuantity: 5 });
    const order = await placeOrder(
      user.id,
      { items: [{ productId: product.id, quantity: 1 }], address: { ...deliveryAddress(pincode), email: user.email } },
      "COD",
    );
    expect(order.delivery.estimatedDelivery).toBe(days);
    const promise = describePromisedDelivery(promisedDelivery(order.createdAt, days));
    expect(promise).toContain(`(${days})`);

    const onOrderPage = estimatedDelivery(toOrderJson(order));
    expect(onOrderPage && describePromisedDelivery(onOrderPage)).toBe(promise);

    const email = await composeOrderEmail({ orderId: order.id, message: "placed" });
    expect(email.text).toContain(`Estimated delivery: ${promise}`);

    const invoice = await db().taxDocument.findFirstOrThrow({ where: { orderId: order.id, kind: "INVOICE" } });
    expect(readTaxDocumentSnapshot(invoice.snapshot, invoice.id).estimatedDelivery).toBe(promise);
  });

  it("is not shown once the order is delivered or cancelled", () => {
    const order = { date: PLACED, deliveryInfo: { estimatedDelivery: "3-4 days" } };
    expect(estimatedDelivery({ ...order, status: "Delivered" })).toBeNull();
    expect(estimatedDelivery({ ...order, status: "Cancelled" })).toBeNull();
    expect(estimatedDelivery({ ...order, status: "Shipped" })?.days).toBe("3-4 days");
  });
});
