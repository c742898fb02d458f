import { beforeAll, describe, expect, it } from "vitest";
import { POST as ownAnswer } from "@/app/api/order/confirmation/route";
import { POST as linkAnswer } from "@/app/api/track/[token]/confirmation/route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { deliverOrderEvents } from "@/test/support/mail";
import { callRoute } from "@/test/support/call-route";
import { placeTestOrder } from "@/test/support/orders";
import { createUser } from "@/test/support/users-and-products";
import { db } from "../../db";
import { runCodConfirmationSweep } from "../../jobs/background-jobs";
import { orderMessagesFor } from "../../mail/orders/messages";
import { runOrderTransaction } from "../lifecycle/order-transaction";
import { transition } from "../lifecycle/transition";
import { orderLinkToken } from "../order-links";
import { answerConfirmation } from "./answer";
import { confirmationCode } from "./confirmation-rows";
import { trackingPathOfCode } from "./short-link";
import { sweepCodConfirmations } from "./sweep";

beforeAll(ensureTestPincodes);

const HOUR = 60 * 60 * 1000;

/** A cash on delivery order left awaiting its customer's confirmation (2 of 10 units taken). */
const unconfirmedOrder = () => placeTestOrder({ confirmed: false });

/** What an order's confirmation left behind: status, stock, answer, invoice and events. */
async function stateOf(orderId: string, productId: string) {
  const [order, product, confirmation, invoices, events] = await Promise.all([
    db().order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } }),
    db().product.findUniqueOrThrow({ where: { id: productId }, select: { stockQuantity: true } }),
    db().codConfirmation.findUniqueOrThrow({ where: { orderId } }),
    db().taxDocument.findMany({ where: { orderId }, select: { kind: true } }),
    db().outboxEvent.findMany({ where: { orderId }, orderBy: { id: "asc" }, select: { type: true } }),
  ]);
  return {
    status: order.status,
    stock: product.stockQuantity,
    answer: confirmation.answer,
    via: confirmation.answeredVia,
    taxDocuments: invoices.map(({ kind }) => kind),
    events: events.map(({ type }) => type),
  };
}

describe("a cash on delivery order awaiting its confirmation", () => {
  it("holds its stock, is neither invoiced nor packable, and asks its customer within its times", async () => {
    const before = Date.now();
    const { order, product, admin } = await unconfirmedOrder();
    expect(order.status).toBe("AWAITING_CONFIRMATION");
    expect(order.confirmBy!.getTime() - before).toBeGreaterThanOrEqual(48 * HOUR - 5000);
    expect(await stateOf(order.id, product.id)).toEqual({
      status: "AWAITING_CONFIRMATION",
      stock: 8,
      answer: null,
      via: null,
      taxDocuments: [],
      events: ["order.placed"],
    });
    const confirmation = await db().codConfirmation.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(confirmation.expiresAt.getTime() - confirmation.remindAt.getTime()).toBe(42 * HOUR);
    expect(confirmation.code).toBe(confirmationCode(order.id));
    // An operator cannot pack (or ship) it unconfirmed.
    for (const to of ["PACKING", "SHIPPED"] as const) {
      await expect(
        runOrderTransaction((t) => transition(t, order.id, to, { actor: { kind: "admin", id: admin.id } })),
      ).rejects.toMatchObject({ status: 409 });
    }
    expect((await stateOf(order.id, product.id)).status).toBe("AWAITING_CONFIRMATION");
    // Its customer is asked: the e-mail of "confirm_cod", not the confirmation with the invoice.
    await deliverOrderEvents(order.id);
    const emails = await db().emailMessage.findMany({ where: { orderId: order.id }, select: { subject: true } });
    expect(emails.map(({ subject }) => subject)).toEqual([
      expect.stringMatching(/^Please confirm your GanitPlay order/),
    ]);
  });

  it("is confirmed by its signed-in customer only: invoiced, then packable; the same answer again changes nothing", async () => {
    const { order, product, customerToken: token, admin } = await unconfirmedOrder();
    const { token: strangerToken } = await createUser();
    const stranger = await callRoute(ownAnswer, {
      token: strangerToken,
      body: { orderId: order.id, answer: "confirm" },
    });
    expect(stranger.status).toBe(404);
    expect((await stateOf(order.id, product.id)).status).toBe("AWAITING_CONFIRMATION");

    const confirmed = await callRoute(ownAnswer, { token, body: { orderId: order.id, answer: "confirm" } });
    expect(confirmed).toMatchObject({ status: 200, body: { order: { status: "Order Placed" } } });
    expect(confirmed.body.order.confirmBy).toBeUndefined();
    expect(await stateOf(order.id, product.id)).toMatchObject({
      status: "ORDER_PLACED",
      stock: 8,
      answer: "CONFIRMED",
      via: "PAGE",
      taxDocuments: ["INVOICE"],
      events: ["order.placed", "order.confirmed"],
    });
    // A double tap is answered; a cancel after the confirmation is refused.
    expect((await callRoute(ownAnswer, { token, body: { orderId: order.id, answer: "confirm" } })).status).toBe(200);
    expect((await callRoute(ownAnswer, { token, body: { orderId: order.id, answer: "cancel" } })).status).toBe(409);
    expect((await stateOf(order.id, product.id)).events).toEqual(["order.placed", "order.confirmed"]);
    await runOrderTransaction((t) => transition(t, order.id, "PACKING", { actor: { kind: "admin", id: admin.id } }));
    // The customer's confirmation (with the invoice) goes now; the store's copy of the new order with it.
    await deliverOrderEvents(order.id);
    const emails = await db().emailMessage.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    // Answered before its events were taken, it was never asked: the request would ask nothing any more.
    expect(emails.map(({ subject }) => subject)).toEqual([
      expect.stringMatching(/is confirmed$/),
      expect.stringMatching(/is being packed$/),
    ]);
    expect(orderMessagesFor({ type: "order.confirmed", orderId: order.id, amount: 0, adminId: null })).toEqual([
      { message: "placed", to: "customer" },
      { message: "new_order", to: "store" },
    ]);
  });

  it("is cancelled by its signed link: stock back, no credit note for an order never invoiced; other links are 404", async () => {
    const { order, product } = await unconfirmedOrder();
    const other = await unconfirmedOrder();
    const forged = orderLinkToken(order.id).replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    for (const token of [forged, `${other.order.id}.zz.AAAAAAAAAAAAAAAAAAAAAA`]) {
      const refused = await callRoute(linkAnswer, { params: { token }, body: { answer: "cancel" } });
      expect(refused.status).toBe(404);
    }
    const token = orderLinkToken(order.id);
    expect((await callRoute(linkAnswer, { params: { token }, body: { answer: "maybe" } })).status).toBe(400);
    expect((await stateOf(order.id, product.id)).status).toBe("AWAITING_CONFIRMATION");

    expect((await callRoute(linkAnswer, { params: { token }, body: { answer: "cancel" } })).status).toBe(200);
    expect(await stateOf(order.id, product.id)).toMatchObject({
      status: "CANCELLED",
      stock: 10,
      answer: "CANCELLED",
      via: "LINK",
      taxDocuments: [],
    });
    expect((await callRoute(linkAnswer, { params: { token }, body: { answer: "confirm" } })).status).toBe(409);
    expect((await stateOf(other.order.id, other.product.id)).status).toBe("AWAITING_CONFIRMATION");
  });

  it("is confirmed by an operator after a call, with the call's note in the audit", async () => {
    const { order, product, admin } = await unconfirmedOrder();
    await answerConfirmation({
      orderId: order.id,
      answer: "confirm",
      via: "ADMIN",
      by: { kind: "admin", id: admin.id, note: "Called 98xxxxxx10: she wants it" },
    });
    expect(await stateOf(order.id, product.id)).toMatchObject({
      status: "ORDER_PLACED",
      answer: "CONFIRMED",
      via: "ADMIN",
    });
    const audit = await db().orderStatusChange.findFirstOrThrow({
      where: { orderId: order.id, toStatus: "ORDER_PLACED" },
    });
    expect(audit).toMatchObject({
      fromStatus: "AWAITING_CONFIRMATION",
      changedById: admin.id,
      note: "Confirmed by an operator by phone: Called 98xxxxxx10: she wants it",
    });
  });

  it("opens from the SMS's short link on its tracking page, in the order's language", async () => {
    const { order } = await unconfirmedOrder();
    await db().order.update({ where: { id: order.id }, data: { locale: "hi" } });
    expect(await trackingPathOfCode(confirmationCode(order.id))).toBe(`/hi/track/${orderLinkToken(order.id)}`);
    expect(confirmationCode(order.id)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    for (const code of ["AAAAAAAAAAAAAAAA", "../../admin", confirmationCode(order.id).slice(1)]) {
      expect(await trackingPathOfCode(code)).toBeNull();
    }
  });
});

describe("the confirmation sweep", () => {
  /** Moves an order's reminder and expiry to `hoursAgo` hours before now. */
  const backdate = (orderId: string, { remind, expire }: { remind: number; expire?: number }) =>
    db().codConfirmation.update({
      where: { orderId },
      data: {
        remindAt: new Date(Date.now() - remind * HOUR),
        ...(expire !== undefined && { expiresAt: new Date(Date.now() - expire * HOUR) }),
      },
    });

  it("reminds once, however many sweeps run at once", async () => {
    const { order, product } = await unconfirmedOrder();
    await backdate(order.id, { remind: 1 });
    await Promise.all([sweepCodConfirmations(), sweepCodConfirmations(), runCodConfirmationSweep()]);
    await sweepCodConfirmations();
    expect(await stateOf(order.id, product.id)).toMatchObject({
      status: "AWAITING_CONFIRMATION",
      events: ["order.placed", "order.confirmation_reminder"],
    });
  });

  it("cancels an expired order once across two instances: stock back once, its customer told", async () => {
    const { order, product } = await unconfirmedOrder();
    const answered = await unconfirmedOrder();
    await answerConfirmation({
      orderId: answered.order.id,
      answer: "confirm",
      via: "PAGE",
      by: { kind: "customer", userId: answered.customer.id },
    });
    await backdate(order.id, { remind: 3, expire: 1 });
    await backdate(answered.order.id, { remind: 3, expire: 1 });
    // Two instances' sweeps at once, each on its own connection: the row lock and the status check keep it to one.
    const runs = await Promise.all([sweepCodConfirmations(), sweepCodConfirmations()]);
    expect(runs.reduce((sum, run) => sum + run.expired, 0)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(order.id, product.id)).toMatchObject({
      status: "CANCELLED",
      stock: 10,
      answer: "EXPIRED",
      via: "SYSTEM",
      events: ["order.placed", "order.cancelled"],
    });
    const cancelled = await db().orderStatusChange.count({ where: { orderId: order.id, toStatus: "CANCELLED" } });
    expect(cancelled).toBe(1);
    // A confirmed order is never expired.
    expect((await stateOf(answered.order.id, answered.product.id)).status).toBe("ORDER_PLACED");
    await deliverOrderEvents(order.id);
    const emails = await db().emailMessage.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(emails.map(({ subject }) => subject)).toEqual([expect.stringMatching(/is cancelled$/)]);
    const [told] = await db().emailMessage.findMany({ where: { orderId: order.id }, select: { data: true } });
    expect(told!.data).toMatchObject({ message: "confirm_expired" });
  });
});
