import { beforeAll, describe, expect, it } from "vitest";
import { POST as cancelItems } from "@/app/api/order/cancel-items/route";
import { callRoute } from "@/test/support/call-route";
import { deliveryAddress, ensureTestPincodes, TEST_PINCODES } from "@/test/support/delivery-data";
import { confirmedByCustomer } from "@/test/support/orders";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { rupeesToPaise, toPaise } from "../money";
import { verifyPhonePePayment } from "../payments/phonepe/verification";
import { startPhonePePayment } from "../payments/phonepe/start-payment";
import { runOrderTransaction } from "./lifecycle/order-transaction";
import { transition } from "./lifecycle/transition";
import { getOrderOf } from "./order";
import { placeOrder } from "./place-order";
import { createFirstShipment } from "@/test/support/shipments";

const simulator = runPhonePeSimulator();
beforeAll(ensureTestPincodes);

const REASON = "Ordered by mistake";

/** An order of two lines: 3 × a ₹300 game and 1 × a ₹500 kit, by a new customer. */
async function twoLineOrder(paymentMethod: "COD" | "PHONEPE", { confirm = true } = {}) {
  const { user, token } = await createUser();
  const game = await createProduct({ price: "300.00", stockQuantity: 10 });
  const kit = await createProduct({ price: "500.00", stockQuantity: 10 });
  const input = {
    items: [
      { productId: game.id, quantity: 3 },
      { productId: kit.id, quantity: 1 },
    ],
    address: { ...deliveryAddress(TEST_PINCODES.sameState.pincode), email: user.email },
  };
  let order =
    paymentMethod === "COD"
      ? await placeOrder(user.id, input, "COD")
      : (await startPhonePePayment(user.id, input)).order;
  if (paymentMethod === "COD" && confirm) order = await confirmedByCustomer(order);
  if (paymentMethod === "PHONEPE") {
    await simulator().complete(order.phonePeOrderId!, "success", "upi");
    await verifyPhonePePayment({ id: user.id, role: "CUSTOMER" }, order.id, order.phonePeOrderId!);
    order = await getOrderOf(user.id, order.id);
  }
  const lineOf = (productId: string) => order.items.find((item) => item.productId === productId)!.id;
  return { user, token, order, game, kit, gameLine: lineOf(game.id), kitLine: lineOf(kit.id) };
}

const stockOf = async (productId: string) =>
  (await db().product.findUniqueOrThrow({ where: { id: productId } })).stockQuantity;

const creditNotesOf = (orderId: string) =>
  db().taxDocument.findMany({ where: { orderId, kind: "CREDIT_NOTE" }, select: { snapshot: true } });

describe("cancelling some items of an order", () => {
  it("takes their price off a confirmed COD order, puts them back on sale and credits them on a credit note", async () => {
    const { token, order, game, gameLine } = await twoLineOrder("COD");
    const cancelled = await callRoute(cancelItems, {
      token,
      body: { orderId: order.id, items: [{ orderItemId: gameLine, quantity: 2 }], reason: REASON },
    });
    expect(cancelled.status).toBe(200);
    const seen = cancelled.body.order;
    expect(seen).toMatchObject({ status: "Order Placed", subtotal: 800, cancelledItems: [{ quantity: 2 }] });
    expect(rupeesToPaise(seen.amount)).toBe(order.amount - 600_00);
    expect(seen.items.map((item: { quantity: number }) => item.quantity)).toEqual(expect.arrayContaining([1, 1]));
    expect(await stockOf(game.id)).toBe(9);
    const [note] = await creditNotesOf(order.id);
    expect(note!.snapshot).toMatchObject({ lines: [{ orderItemId: gameLine, quantity: 2 }] });
    // The credit note's total is the two units' price, tax included: the invoice less it is what is due.
    expect((note!.snapshot as { totals: { total: number } }).totals.total).toBe(600_00);
    const audit = await db().orderStatusChange.findFirst({
      where: { orderId: order.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit).toMatchObject({
      fromStatus: "ORDER_PLACED",
      toStatus: "ORDER_PLACED",
      note: expect.stringMatching(/^2 × .* cancelled by the customer: Ordered by mistake$/),
    });
    const events = await db().outboxEvent.findMany({ where: { orderId: order.id, type: "order.items_cancelled" } });
    expect(events).toHaveLength(1);
  });

  it("refunds a paid order's cancelled units at once, and only the rest when the order is cancelled after", async () => {
    const { user, order, gameLine } = await twoLineOrder("PHONEPE");
    expect(order.paid).toBe(true);
    const paidAmount = order.amount;
    const token = (await createUser()).token;
    // Another shopper's token finds no such order, and changes nothing.
    const stranger = await callRoute(cancelItems, {
      token,
      body: { orderId: order.id, items: [{ orderItemId: gameLine, quantity: 1 }], reason: REASON },
    });
    expect(stranger.status).toBe(404);
    const { cancelOwnItems } = await import("./cancel-items");
    await cancelOwnItems(user.id, {
      orderId: order.id,
      items: [{ orderItemId: gameLine, quantity: 1 }],
      reason: REASON,
    });
    const { cancelOwnOrder } = await import("./cancel-order");
    await cancelOwnOrder(user.id, { orderId: order.id, reason: REASON });
    const refunds = await db().refund.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(refunds.map((refund) => [toPaise(refund.amount), refund.itemCancellationId !== null])).toEqual([
      [300_00, true],
      [paidAmount - 300_00, false],
    ]);
  });

  it("refuses more units than are left, another order's line and a booked parcel; cancelling every unit cancels the order", async () => {
    const { token, order, gameLine, kitLine, game, kit } = await twoLineOrder("COD");
    const ask = (items: { orderItemId: string; quantity: number }[]) =>
      callRoute(cancelItems, { token, body: { orderId: order.id, items, reason: REASON } });
    expect((await ask([{ orderItemId: gameLine, quantity: 4 }])).status).toBe(409);
    expect((await ask([{ orderItemId: "cm5qa0f3p0009w8e1nosuchln", quantity: 1 }])).status).toBe(404);
    expect(
      (
        await ask([
          { orderItemId: gameLine, quantity: 1 },
          { orderItemId: gameLine, quantity: 1 },
        ])
      ).status,
    ).toBe(400);
    expect((await ask([])).status).toBe(400);
    expect(await stockOf(game.id)).toBe(7);
    const all = await ask([
      { orderItemId: gameLine, quantity: 3 },
      { orderItemId: kitLine, quantity: 1 },
    ]);
    expect(all.body.order).toMatchObject({ status: "Cancelled", cancelledItems: [] });
    expect([await stockOf(game.id), await stockOf(kit.id)]).toEqual([10, 10]);
  });

  it("leaves an unconfirmed COD order's later invoice to what is left, and is refused once the parcel is booked", async () => {
    const { user, order, gameLine, kitLine } = await twoLineOrder("COD", { confirm: false });
    const { cancelOwnItems } = await import("./cancel-items");
    await cancelOwnItems(user.id, {
      orderId: order.id,
      items: [{ orderItemId: gameLine, quantity: 2 }],
      reason: REASON,
    });
    expect(await creditNotesOf(order.id)).toEqual([]);
    const confirmed = await confirmedByCustomer(await getOrderOf(user.id, order.id));
    const invoice = await db().taxDocument.findFirstOrThrow({ where: { orderId: order.id, kind: "INVOICE" } });
    const invoiced = (invoice.snapshot as { lines: { orderItemId?: string | null; quantity: number }[] }).lines;
    expect(invoiced.filter((line) => line.orderItemId).map((line) => [line.orderItemId, line.quantity])).toEqual(
      confirmed.items.map((item) => [item.id, 1]),
    );
    expect(confirmed.items.map((item) => item.id).sort()).toEqual([gameLine, kitLine].sort());
    // Packed and booked: its items can no longer be cancelled one by one.
    const admin = (await createUser({ role: "ADMIN" })).user;
    await runOrderTransaction((t) => transition(t, order.id, "PACKING", { actor: { kind: "admin", id: admin.id } }));
    await createFirstShipment(order.id, { pincode: "302001", state: "BOOKED" });
    await expect(
      cancelOwnItems(user.id, { orderId: order.id, items: [{ orderItemId: gameLine, quantity: 1 }], reason: REASON }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
