/**
 * Recording the cash collected for a delivered COD order: an admin's cookie session only (the
 * browser's cookies are stood in for, the database is real); the order is then paid.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { browserCookies } from "@/test/support/browser-cookies";
import { signInToAdminAs } from "@/test/support/users-and-products";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { db } from "@/lib/db";
import { indianIsoDay } from "@/lib/dates";
import { changeOrderStatus } from "@/lib/orders/admin-orders";
import { getOrderOf } from "@/lib/orders/order";
import { toOrderJson } from "@/lib/wire/order";
import { recordCashAction } from "./actions";

vi.mock("next/headers", () => import("@/test/support/browser-cookies"));

beforeAll(ensureTestPincodes);
beforeEach(() => browserCookies.clear());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

async function deliveredCodOrder() {
  const placed = await placeTestOrder();
  await changeOrderStatus(placed.admin, placed.order.id, "DELIVERED");
  return placed;
}

const today = () => indianIsoDay(new Date());
const collected = (orderId: string) => db().cashCollection.findUnique({ where: { orderId } });

describe("recording cash collected", () => {
  it("records amount, day and admin, and the order shows as paid to admin and customer", async () => {
    const admin = await signInToAdminAs("ADMIN");
    const { order, customer } = await deliveredCodOrder();
    const amount = (order.amount / 100).toFixed(2);
    const result = await recordCashAction(order.id, null, form({ amount, collectedOn: today() }));
    expect(result).toEqual({ ok: true, message: "Cash collected recorded: the order is paid" });
    const row = await collected(order.id);
    expect(row).toMatchObject({ recordedById: admin.id });
    expect(row!.amount.toFixed(2)).toBe(amount);
    expect(indianIsoDay(row!.collectedOn)).toBe(today());
    const seen = toOrderJson(await getOrderOf(customer.id, order.id));
    expect(seen).toMatchObject({ payment: true, paymentMethod: "cod", status: "Delivered" });
    const history = await db().orderStatusChange.findMany({
      where: { orderId: order.id },
      orderBy: { createdAt: "asc" },
    });
    expect(history.at(-1)).toMatchObject({ changedById: admin.id, note: expect.stringMatching(/^Cash collected: ₹/) });

    // Once only.
    const again = await recordCashAction(order.id, null, form({ amount, collectedOn: today() }));
    expect(again).toMatchObject({ ok: false, message: "The cash for this order is already recorded" });
  });

  it("refuses a shopper's token where the admin cookie should be, and changes nothing", async () => {
    const { order } = await deliveredCodOrder();
    await signInToAdminAs("CUSTOMER");
    expect(await recordCashAction(order.id, null, form({ amount: "10.00", collectedOn: today() }))).toEqual({
      ok: false,
      message: "Only store administrators can do this",
    });
    expect(await collected(order.id)).toBeNull();
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).paid).toBe(false);
  });

  it("refuses an undelivered order, a bad amount and a future day, and changes nothing", async () => {
    await signInToAdminAs("ADMIN");
    const open = await placeTestOrder();
    expect(await recordCashAction(open.order.id, null, form({ amount: "10.00", collectedOn: today() }))).toMatchObject({
      ok: false,
      message: "Record the cash once the order is delivered",
    });
    const { order } = await deliveredCodOrder();
    for (const fields of [
      { amount: "-5", collectedOn: today() },
      { amount: "0", collectedOn: today() },
      { amount: "12.345", collectedOn: today() },
      { amount: "10.00", collectedOn: "2999-01-01" },
      { amount: "10.00", collectedOn: "yesterday" },
    ]) {
      expect((await recordCashAction(order.id, null, form(fields))).ok).toBe(false);
    }
    expect(await collected(order.id)).toBeNull();
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).paid).toBe(false);
  });
});
