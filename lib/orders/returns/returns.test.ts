/**
 * Returns from request to refund (integration: real database, PhonePe simulator): every move, and
 * every refusal leaving nothing changed. The admin actions run with a stood-in browser cookie.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as orderReturns, POST as askReturn } from "@/app/api/order/returns/route";
import { moveReturnAction } from "@/app/admin/returns/actions";
import { callRoute } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { adminSessionCookie, createProduct, createUser } from "@/test/support/users-and-products";
import { startSession } from "../../auth/session";
import { db } from "../../db";
import { startPhonePePayment } from "../../payments/phonepe/start-payment";
import { verifyPhonePePayment } from "../../payments/phonepe/verification";
import { runOrderTransaction } from "../lifecycle/order-transaction";
import { transition } from "../lifecycle/transition";

const browser = vi.hoisted(() => ({ cookies: new Map<string, string>() }));
vi.mock("next/headers", () => ({
  cookies: () =>
    Promise.resolve({
      get: (name: string) => (browser.cookies.has(name) ? { name, value: browser.cookies.get(name) } : undefined),
    }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

const simulator = runPhonePeSimulator();
beforeAll(ensureTestPincodes);
beforeEach(() => browser.cookies.clear());

async function signInAdmin(adminId: string) {
  const [name, value] = (await adminSessionCookie(adminId)).split("=") as [string, string];
  browser.cookies.set(name, value);
}

const deliver = (orderId: string, adminId: string) =>
  runOrderTransaction((t) => transition(t, orderId, "DELIVERED", { actor: { kind: "admin", id: adminId } }));

/** A delivered COD order of 3 units at ₹499.00 (test product price). */
async function deliveredCodOrder() {
  const placed = await placeTestOrder({ quantity: 3 });
  await deliver(placed.order.id, placed.admin.id);
  const { token } = await startSession(placed.customer.id, "TOKEN");
  const [item] = await db().orderItem.findMany({ where: { orderId: placed.order.id } });
  return { ...placed, token, orderItemId: item!.id };
}

/** A delivered ₹1,200 × 2 PhonePe order, paid through the simulator. */
async function deliveredPhonePeOrder() {
  const { user, token } = await createUser();
  const { user: admin } = await createUser({ role: "ADMIN" });
  const product = await createProduct({ price: "1200.00", stockQuantity: 5 });
  const { order } = await startPhonePePayment(user.id, {
    items: [{ productId: product.id, quantity: 2 }],
    address: { ...deliveryAddress(TEST_PINCODES.sameState.pincode), email: user.email },
  });
  await simulator().complete(order.phonePeOrderId!, "success", "upi");
  await verifyPhonePePayment({ id: user.id, role: "CUSTOMER" }, order.id, order.phonePeOrderId!);
  await deliver(order.id, admin.id);
  const [item] = await db().orderItem.findMany({ where: { orderId: order.id } });
  return { customer: user, admin, order, token, orderItemId: item!.id };
}

const ask = (token: string, orderId: string, orderItemId: string, overrides: Record<string, unknown> = {}) =>
  callRoute(askReturn, {
    token,
    body: {
      orderId,
      reason: "DAMAGED",
      details: "The box was crushed",
      items: [{ orderItemId, quantity: 1 }],
      ...overrides,
    },
  });

const move = (returnId: string, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return moveReturnAction(returnId, null, form);
};

/** Everything a return changes: its requests, their history, refunds, events and e-mails. */
async function snapshot(orderId: string) {
  const [requests, refunds, events, emails] = await Promise.all([
    db().returnRequest.findMany({
      where: { orderId },
      include: { items: true, statusChanges: true },
      orderBy: { createdAt: "asc" },
    }),
    db().refund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } }),
    db().outboxEvent.findMany({ where: { orderId }, orderBy: { id: "asc" } }),
    db().emailMessage.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } }),
  ]);
  return {
    requests: requests.map((r) => ({
      status: r.status,
      units: r.items.map((item) => item.quantity),
      history: r.statusChanges.length,
      refundAmount: r.refundAmount?.toFixed(2) ?? null,
      reference: r.refundReference,
    })),
    refunds: refunds.map((refund) => [refund.amount.toFixed(2), refund.returnRequestId]),
    events: events.map((event) => event.type),
    emails: emails.map((email) => (email.data as { message: string }).message),
  };
}

describe("a customer asks for a return", () => {
  it("opens a request on their delivered order, e-mails them and shows it with its history", async () => {
    const { token, order, orderItemId } = await deliveredCodOrder();
    const { status, body } = await ask(token, order.id, orderItemId, { quantity: 1 });
    expect(status).toBe(201);
    expect(body.returns.requests).toMatchObject([
      { status: "REQUESTED", reasonLabel: "Arrived damaged", items: [{ orderItemId, quantity: 1 }] },
    ]);
    expect(body.returns.lines).toEqual([expect.objectContaining({ orderItemId, quantity: 3, returnable: 2 })]);
    const after = await snapshot(order.id);
    expect(after.requests).toMatchObject([{ status: "REQUESTED", units: [1], history: 1 }]);
    expect(after.emails).toContain("return_requested");

    const read = await callRoute(orderReturns, { method: "GET", token, query: { orderId: order.id } });
    expect(read.status).toBe(200);
    expect(read.body.returns).toMatchObject({
      canRequest: true,
      requests: [{ history: [{ status: "Return requested" }] }],
    });
  });

  it("refuses another user's order (404), an undelivered one and one past the window (409), changing nothing", async () => {
    const { token, order, orderItemId } = await deliveredCodOrder();
    const stranger = await createUser();
    const before = await snapshot(order.id);
    expect((await ask(stranger.token, order.id, orderItemId)).status).toBe(404);
    expect(
      (await callRoute(orderReturns, { method: "GET", token: stranger.token, query: { orderId: order.id } })).status,
    ).toBe(404);

    await db().orderStatusChange.updateMany({
      where: { orderId: order.id, toStatus: "DELIVERED" },
      data: { createdAt: new Date(Date.now() - 16 * 24 * 60 * 60 * 1000) },
    });
    const late = await ask(token, order.id, orderItemId);
    expect(late).toMatchObject({ status: 409, body: { message: "Returns are accepted within 15 days of delivery" } });
    expect(await snapshot(order.id)).toEqual(before);

    const undelivered = await placeTestOrder();
    const { token: ownerToken } = await startSession(undelivered.customer.id, "TOKEN");
    const [line] = await db().orderItem.findMany({ where: { orderId: undelivered.order.id } });
    const early = await ask(ownerToken, undelivered.order.id, line!.id);
    expect(early).toMatchObject({ status: 409, body: { message: "Only a delivered order can be returned" } });
    expect(await db().returnRequest.count({ where: { orderId: undelivered.order.id } })).toBe(0);
  });

  it("refuses more units than bought, a unit returned twice, and bad input, changing nothing", async () => {
    const { token, order, orderItemId } = await deliveredCodOrder();
    const before = await snapshot(order.id);
    const tooMany = await ask(token, order.id, orderItemId, { items: [{ orderItemId, quantity: 4 }] });
    expect(tooMany).toMatchObject({ status: 409, body: { message: "Only 3 of this item can be returned" } });
    expect((await ask(token, order.id, "someone-elses-item")).status).toBe(400);
    for (const overrides of [
      { reason: "BORED" },
      { details: "" },
      { items: [] },
      {
        items: [
          { orderItemId, quantity: 1 },
          { orderItemId, quantity: 1 },
        ],
      },
      { photos: ["https://evil.example/x.png"] },
      { photos: [`/uploads/${"a".repeat(32)}.png`] },
    ]) {
      expect((await ask(token, order.id, orderItemId, overrides)).status).toBe(400);
    }
    expect(await snapshot(order.id)).toEqual(before);

    expect((await ask(token, order.id, orderItemId, { items: [{ orderItemId, quantity: 3 }] })).status).toBe(201);
    const claimed = await snapshot(order.id);
    const again = await ask(token, order.id, orderItemId);
    expect(again).toMatchObject({ status: 409, body: { message: "This item has already been returned" } });
    expect(await snapshot(order.id)).toEqual(claimed);
  });
});

describe("the admin works a return", () => {
  it("approves, marks received and refunds a COD return by its reference, with shipping for a damaged item", async () => {
    const { token, order, orderItemId, admin } = await deliveredCodOrder();
    const { body } = await ask(token, order.id, orderItemId, { items: [{ orderItemId, quantity: 2 }] });
    const returnId = body.returnRequestId as string;
    await signInAdmin(admin.id);

    expect(await move(returnId, { to: "RECEIVED" })).toMatchObject({ ok: false });
    expect(await move(returnId, { to: "APPROVED", note: "Please keep the box" })).toEqual({
      ok: true,
      message: "Return approved",
    });
    expect(await move(returnId, { to: "REFUNDED", reference: "UTR123" })).toMatchObject({ ok: false });
    expect(await move(returnId, { to: "RECEIVED" })).toMatchObject({ ok: true });
    const beforeRefund = await snapshot(order.id);
    expect(await move(returnId, { to: "REFUNDED" })).toEqual({
      ok: false,
      message: "Enter the bank transfer or UPI reference of the refund",
    });
    expect(await snapshot(order.id)).toEqual(beforeRefund);
    expect(await move(returnId, { to: "REFUNDED", reference: "UPI-4471" })).toMatchObject({ ok: true });

    const after = await snapshot(order.id);
    // 2 × ₹499.00 + the order's shipping (the item arrived damaged); no PhonePe refund row.
    const shipping = Number(order.shipping) / 100;
    expect(after.requests).toEqual([
      { status: "REFUNDED", units: [2], history: 4, refundAmount: (998 + shipping).toFixed(2), reference: "UPI-4471" },
    ]);
    expect(after.refunds).toEqual([]);
    expect(after.emails).toEqual(expect.arrayContaining(["return_approved", "return_received", "return_refunded"]));
    const refunded = await db().emailMessage.findFirst({
      where: { orderId: order.id, subject: { startsWith: "Refund sent" } },
    });
    expect(refunded?.data).toMatchObject({ message: "return_refunded", refundAmount: 99_800 + Number(order.shipping) });
    expect(await move(returnId, { to: "REFUNDED", reference: "again" })).toMatchObject({ ok: false });
  });

  it("rejects only with a note to the customer; the units may then be asked for again", async () => {
    const { token, order, orderItemId, admin } = await deliveredCodOrder();
    const { body } = await ask(token, order.id, orderItemId, { items: [{ orderItemId, quantity: 3 }] });
    await signInAdmin(admin.id);
    const before = await snapshot(order.id);
    expect(await move(body.returnRequestId, { to: "REJECTED" })).toMatchObject({ ok: false });
    expect(await snapshot(order.id)).toEqual(before);
    expect(await move(body.returnRequestId, { to: "REJECTED", note: "The toy has been used" })).toMatchObject({
      ok: true,
    });
    const rejected = await db().emailMessage.findFirst({
      where: { orderId: order.id, subject: { startsWith: "About your return" } },
    });
    expect(rejected?.data).toMatchObject({ message: "return_rejected", note: "The toy has been used" });
    expect(await move(body.returnRequestId, { to: "APPROVED" })).toMatchObject({ ok: false });
    expect((await ask(token, order.id, orderItemId, { items: [{ orderItemId, quantity: 3 }] })).status).toBe(201);
  });

  it("refuses every move to anyone but a signed-in admin, changing nothing", async () => {
    const { token, order, orderItemId, customer } = await deliveredCodOrder();
    const { body } = await ask(token, order.id, orderItemId);
    const before = await snapshot(order.id);
    expect(await move(body.returnRequestId, { to: "APPROVED" })).toMatchObject({
      ok: false,
      message: "Only store administrators can do this",
    });
    await signInAdmin(customer.id).catch(() => undefined);
    expect(await move(body.returnRequestId, { to: "REJECTED", note: "no" })).toMatchObject({ ok: false });
    expect(await snapshot(order.id)).toEqual(before);
  });

  it("refunds PhonePe returns through the refund queue, in parts, never above what was paid", async () => {
    const { token, order, orderItemId, admin } = await deliveredPhonePeOrder();
    await signInAdmin(admin.id);
    const refundAll = async (quantity: number, reason: string) => {
      const { body } = await ask(token, order.id, orderItemId, { reason, items: [{ orderItemId, quantity }] });
      for (const to of ["APPROVED", "RECEIVED", "REFUNDED"])
        expect(await move(body.returnRequestId, { to })).toMatchObject({ ok: true });
      return body.returnRequestId as string;
    };
    // Not the store's fault: the unit's price only. Then a damaged one: its price and the shipping.
    const first = await refundAll(1, "NOT_AS_DESCRIBED");
    const second = await refundAll(1, "DAMAGED");
    const after = await snapshot(order.id);
    const shipping = (Number(order.shipping) / 100).toFixed(2);
    expect(after.refunds).toEqual([
      ["1200.00", first],
      [(1200 + Number(shipping)).toFixed(2), second],
    ]);
    // Together, exactly what the order cost.
    const total = after.refunds.reduce((sum, [amount]) => sum + Number(amount), 0);
    expect(total.toFixed(2)).toBe((Number(order.amount) / 100).toFixed(2));
    expect(after.events).toEqual(expect.arrayContaining(["order.return_refunded"]));
    // The queue's guarantee still holds per return: no second open refund for the same one.
    const [refund] = await db().refund.findMany({ where: { returnRequestId: first } });
    await expect(
      db().refund.create({
        data: {
          orderId: order.id,
          paymentAttemptId: refund!.paymentAttemptId,
          returnRequestId: first,
          merchantRefundId: `GPR_forged_${Date.now()}`,
          amount: "1.00",
        },
      }),
    ).rejects.toThrow();
  });
});
