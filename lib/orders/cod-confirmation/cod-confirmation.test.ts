import { beforeAll, describe, expect, it } from "vitest";
import { POST as ownAnswer } from "@/app/api/order/confirmation/route";
import { POST as linkAnswer } from "@/app/api/track/[token]/confirmation/route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { deliverOrderEvents } from "@/test/support/mail";
import { callRoute } from "@/test/support/call-route";
import { stateOf, unconfirmedOrder } from "@/test/support/cod-confirmation";
import { createUser } from "@/test/support/users-and-products";
import { db } from "../../db";
import { deliverEmail } from "../../mail/deliver";
import { mailTransport } from "../../mail/transport";
import { orderMessagesFor } from "../../mail/orders/messages";
import { runOrderTransaction } from "../lifecycle/order-transaction";
import { transition } from "../lifecycle/transition";
import { orderLinkToken } from "../order-links";
import { answerConfirmation } from "./answer";
import { confirmationCode } from "./confirmation-rows";
import { trackingPathOfCode } from "./short-link";

beforeAll(ensureTestPincodes);

const HOUR = 60 * 60 * 1000;

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

    // Added to the cart again after placing it: confirming the order leaves it there.
    await db().cartLine.create({ data: { userId: order.userId, productId: product.id, quantity: 1 } });
    const confirmed = await callRoute(ownAnswer, { token, body: { orderId: order.id, answer: "confirm" } });
    expect(await db().cartLine.count({ where: { userId: order.userId } })).toBe(1);
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
    // Cancelled since, the order is no longer "confirmed": a late repeat of the answer is refused.
    await runOrderTransaction((t) => transition(t, order.id, "CANCELLED", { actor: { kind: "admin", id: admin.id } }));
    await expect(
      answerConfirmation({ orderId: order.id, answer: "confirm", via: "LINK", by: { kind: "proven" } }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("withdraws its e-mailed request, still queued when an operator confirmed it, instead of sending it", async () => {
    const { order, admin } = await unconfirmedOrder();
    await deliverOrderEvents(order.id);
    const [request] = await db().emailMessage.findMany({ where: { orderId: order.id } });
    await answerConfirmation({
      orderId: order.id,
      answer: "confirm",
      via: "ADMIN",
      by: { kind: "admin", id: admin.id },
    });
    expect(await deliverEmail(request!.id, mailTransport()!)).toBe("withdrawn");
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id: request!.id } })).toMatchObject({
      state: "WITHDRAWN",
      sentAt: null,
    });
  });

  it("opens from the SMS's short link on its tracking page, in the order's language, until answered", async () => {
    const { order, admin } = await unconfirmedOrder();
    await db().order.update({ where: { id: order.id }, data: { locale: "hi" } });
    expect(await trackingPathOfCode(confirmationCode(order.id))).toBe(`/hi/track/${orderLinkToken(order.id)}`);
    expect(confirmationCode(order.id)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    for (const code of ["AAAAAAAAAAAAAAAA", "../../admin", confirmationCode(order.id).slice(1)]) {
      expect(await trackingPathOfCode(code)).toBeNull();
    }
    await answerConfirmation({
      orderId: order.id,
      answer: "confirm",
      via: "ADMIN",
      by: { kind: "admin", id: admin.id },
    });
    expect(await trackingPathOfCode(confirmationCode(order.id))).toBeNull();
  });
});
