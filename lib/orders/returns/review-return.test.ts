/**
 * The admin works a return (integration: real database, PhonePe simulator): every move, each
 * refusal leaving nothing changed, and the refunds. The actions run with a stood-in browser cookie.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { browserCookies, keepCookie } from "@/test/support/browser-cookies";
import { moveReturnAction } from "@/app/[locale]/admin/returns/actions";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { deliverOrderEvents } from "@/test/support/mail";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { askReturn, deliveredCodOrder, deliveredPhonePeOrder, returnSnapshot } from "@/test/support/returns";
import { adminSessionCookie } from "@/test/support/users-and-products";
import { readTaxDocumentSnapshot } from "../../invoices/snapshot";
import { db } from "../../db";

vi.mock("next/headers", () => import("@/test/support/browser-cookies"));

const simulator = runPhonePeSimulator();
beforeAll(ensureTestPincodes);
beforeEach(() => browserCookies.clear());

const signInAdmin = async (adminId: string) => keepCookie(await adminSessionCookie(adminId));

const move = (returnId: string, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return moveReturnAction(returnId, null, form);
};

describe("the admin works a return", () => {
  it("approves, marks received and refunds a COD return by its reference, with shipping for a damaged item", async () => {
    const { token, order, orderItemId, admin } = await deliveredCodOrder();
    const { body } = await askReturn(token, order.id, orderItemId, { items: [{ orderItemId, quantity: 2 }] });
    const returnId = body.returnRequestId as string;
    await signInAdmin(admin.id);

    expect(await move(returnId, { to: "RECEIVED" })).toMatchObject({ ok: false });
    expect(await move(returnId, { to: "APPROVED", note: "Please keep the box" })).toEqual({
      ok: true,
      message: "Return approved",
    });
    expect(await move(returnId, { to: "REFUNDED", reference: "UTR123" })).toMatchObject({ ok: false });
    expect(await move(returnId, { to: "RECEIVED" })).toMatchObject({ ok: true });
    const beforeRefund = await returnSnapshot(order.id);
    expect(await move(returnId, { to: "REFUNDED" })).toEqual({
      ok: false,
      message: "Enter the bank transfer or UPI reference of the refund",
    });
    expect(await returnSnapshot(order.id)).toEqual(beforeRefund);
    expect(await move(returnId, { to: "REFUNDED", reference: "UPI-4471" })).toMatchObject({ ok: true });

    const after = await returnSnapshot(order.id);
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

    // The refund left the invoice as a GST credit note: the 2 units and the repaid shipping.
    const credit = await db().taxDocument.findFirstOrThrow({ where: { orderId: order.id, kind: "CREDIT_NOTE" } });
    const { lines, totals, reason } = readTaxDocumentSnapshot(credit.snapshot, credit.id);
    expect(lines.map((line) => [line.kind, line.quantity])).toEqual([
      ["GOODS", 2],
      ["SHIPPING", 1],
      ["COD_FEE", 1],
    ]);
    expect(totals.total).toBe(99_800 + Number(order.shipping));
    expect(reason).toMatch(/^Return: /);
  });

  it("rejects only with a note to the customer; the units may then be asked for again", async () => {
    const { token, order, orderItemId, admin } = await deliveredCodOrder();
    const { body } = await askReturn(token, order.id, orderItemId, { items: [{ orderItemId, quantity: 3 }] });
    await signInAdmin(admin.id);
    const before = await returnSnapshot(order.id);
    expect(await move(body.returnRequestId, { to: "REJECTED" })).toMatchObject({ ok: false });
    expect(await returnSnapshot(order.id)).toEqual(before);
    expect(await move(body.returnRequestId, { to: "REJECTED", note: "The toy has been used" })).toMatchObject({
      ok: true,
    });
    await deliverOrderEvents(order.id);
    const rejected = await db().emailMessage.findFirst({
      where: { orderId: order.id, subject: { startsWith: "About your return" } },
    });
    expect(rejected?.data).toMatchObject({ message: "return_rejected", note: "The toy has been used" });
    expect(await move(body.returnRequestId, { to: "APPROVED" })).toMatchObject({ ok: false });
    expect((await askReturn(token, order.id, orderItemId, { items: [{ orderItemId, quantity: 3 }] })).status).toBe(201);
  });

  it("refunds a PhonePe return the customer takes as store credit at once, after its credit note", async () => {
    const { token, order, orderItemId, admin, customer } = await deliveredPhonePeOrder(simulator);
    const asked = await askReturn(token, order.id, orderItemId, { refundTo: { method: "STORE_CREDIT" } });
    const returnId = asked.body.returnRequestId as string;
    await signInAdmin(admin.id);
    for (const to of ["APPROVED", "RECEIVED", "REFUNDED"])
      expect(await move(returnId, { to })).toMatchObject({ ok: true });
    // One ₹1,200.00 unit, damaged: its price and the order's shipping, as store credit; nothing sent to PhonePe.
    const refunded = Number(order.shipping) + 120_000;
    const balance = await db().storeCredit.findUniqueOrThrow({ where: { userId: customer.id } });
    expect(Number(balance.balance) * 100).toBe(refunded);
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(0);
    const entry = await db().creditEntry.findFirstOrThrow({ where: { userId: customer.id } });
    expect(entry).toMatchObject({ kind: "REFUND", orderId: order.id, returnRequestId: returnId });
    const credit = await db().taxDocument.findFirstOrThrow({ where: { orderId: order.id, kind: "CREDIT_NOTE" } });
    expect(readTaxDocumentSnapshot(credit.snapshot, credit.id).totals.total).toBe(refunded);
  });

  it("refunds a COD return taken as store credit with no transfer to name, and keeps no bank details", async () => {
    const { token, order, orderItemId, admin, customer } = await deliveredCodOrder();
    const asked = await askReturn(token, order.id, orderItemId, { refundTo: { method: "STORE_CREDIT" } });
    const returnId = asked.body.returnRequestId as string;
    expect(await db().returnRequest.findUniqueOrThrow({ where: { id: returnId } })).toMatchObject({
      refundMethod: "STORE_CREDIT",
      refundDetails: null,
    });
    await signInAdmin(admin.id);
    for (const to of ["APPROVED", "RECEIVED", "REFUNDED"])
      expect(await move(returnId, { to })).toMatchObject({ ok: true });
    const balance = await db().storeCredit.findUniqueOrThrow({ where: { userId: customer.id } });
    // One ₹499.00 unit, damaged: its price and the order's shipping.
    expect(Number(balance.balance) * 100).toBe(49_900 + Number(order.shipping));
  });

  it("refuses every move to anyone but a signed-in admin, changing nothing", async () => {
    const { token, order, orderItemId, customer } = await deliveredCodOrder();
    const { body } = await askReturn(token, order.id, orderItemId);
    const before = await returnSnapshot(order.id);
    expect(await move(body.returnRequestId, { to: "APPROVED" })).toMatchObject({
      ok: false,
      message: "Only store administrators can do this",
    });
    await signInAdmin(customer.id).catch(() => undefined);
    expect(await move(body.returnRequestId, { to: "REJECTED", note: "no" })).toMatchObject({ ok: false });
    expect(await returnSnapshot(order.id)).toEqual(before);
  });

  it("answers an unknown return as not found", async () => {
    const { admin } = await deliveredCodOrder();
    await signInAdmin(admin.id);
    expect(await move("no-such-return", { to: "APPROVED" })).toEqual({
      ok: false,
      message: "Return request not found",
    });
  });

  it("refunds PhonePe returns through the refund queue, in parts, never above what was paid", async () => {
    const { token, order, orderItemId, admin } = await deliveredPhonePeOrder(simulator);
    await signInAdmin(admin.id);
    const refundAll = async (quantity: number, reason: string) => {
      const { body } = await askReturn(token, order.id, orderItemId, { reason, items: [{ orderItemId, quantity }] });
      for (const to of ["APPROVED", "RECEIVED", "REFUNDED"])
        expect(await move(body.returnRequestId, { to })).toMatchObject({ ok: true });
      return body.returnRequestId as string;
    };
    // Not the store's fault: the unit's price only. Then a damaged one: its price and the shipping.
    const first = await refundAll(1, "NOT_AS_DESCRIBED");
    const second = await refundAll(1, "DAMAGED");
    const after = await returnSnapshot(order.id);
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
