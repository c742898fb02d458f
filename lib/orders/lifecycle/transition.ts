/**
 * The only code that writes an order's status. Every change checks the status machine
 * (lib/orders/status.ts), and writes the status, its audit row and its outbox event in the
 * caller's transaction, under a row lock so two writers (an operator and the payment flow, a
 * webhook and a verify call) never both move the same order.
 */
import "server-only";
import { removeCartLines } from "../../cart/cart";
import type { Prisma } from "../../generated/prisma/client";
import type { CodAnswerChannel, OrderStatus, PaymentMethod } from "../../generated/prisma/enums";
import { conflict, notFound } from "../../http/errors";
import { issueCreditNote } from "../../invoices/credit-note";
import { draftInvoice, fileInvoice, issueInvoice } from "../../invoices/issue-invoice";
import { toPaise, type Paise } from "../../money";
import { awaitConfirmation, recordAnswer } from "../cod-confirmation/confirmation-rows";
import { orderInclude, toOrder, type OrderRow } from "../order";
import { canMove, endsUndelivered, holdsStock, INITIAL_STATUS, orderStatusLabel } from "../status";
import { giveBackCredit } from "../../credit/tenders";
import { releaseRedemptions } from "../../promotions/redemptions";
import { reserveOrderStock, restockOrder } from "../stock";
import type { OrderEvent } from "./events";
import { insertOrder, type NewOrderRows } from "./insert-order";
import { emit, type OrderTransaction } from "./order-transaction";
import { queueRefund, queueRefundOfPayment } from "./refund-queue";
import { validationMessage } from "../../validation/error-messages";

/**
 * Who makes a change: the audit trail names operators and customers (cancelling their own order);
 * the payment flow is the anonymous system, the courier's scans the courier.
 */
export type Actor =
  { kind: "admin"; id: string } | { kind: "customer"; id: string } | { kind: "system" } | { kind: "courier" };

export const SYSTEM: Actor = { kind: "system" };
export const COURIER: Actor = { kind: "courier" };

const actorId = (actor: Actor) => ("id" in actor ? actor.id : null);

export interface LockedOrder {
  id: string;
  userId: string;
  status: OrderStatus;
  paid: boolean;
  amount: Paise;
  paidByCredit: Paise;
  paymentMethod: PaymentMethod;
}

/** Locks the order's row for the rest of the transaction and reads where it stands. */
export async function lockOrder({ tx }: OrderTransaction, orderId: string): Promise<LockedOrder> {
  const locked = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "orders" WHERE "id" = ${orderId} FOR UPDATE`;
  if (locked.length === 0) throw notFound(validationMessage("orderNotFound"));
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, userId: true, status: true, paid: true, amount: true, paidByCredit: true, paymentMethod: true },
  });
  return { ...order, amount: toPaise(order.amount), paidByCredit: toPaise(order.paidByCredit) };
}

export interface NewOrder extends NewOrderRows {
  /** The declared country of origin of each product ordered, for the invoice. */
  countriesOfOrigin: ReadonlyMap<string, string | null>;
  /** Takes the lines' stock, or refuses and the whole placement is rolled back. */
  takeStock: () => Promise<void>;
}

/**
 * Creates a customer's order in its first status (by payment method), with its audit row and
 * event; the order's `userId` already says who placed it. Written from what the caller holds,
 * nothing read back. The rows every placement queues on come last, so that each is held for as
 * few statements as possible until the commit: the products' stock, then the invoice counter.
 */
export async function openOrder(
  transaction: OrderTransaction,
  { lines, countriesOfOrigin, takeStock, ...data }: NewOrder,
): Promise<OrderRow> {
  const { tx } = transaction;
  const status = INITIAL_STATUS[data.paymentMethod];
  const row = await insertOrder(tx, { ...data, lines }, status, "Order placed by the customer");
  const { items, paymentMethod } = row;
  const confirmed = status === "ORDER_PLACED";
  // Cash on delivery leaves the cart when placed, though it is invoiced once its customer confirms it.
  if (status !== "AWAITING_PAYMENT") await removeFromCart(tx, row.userId, items);
  const codConfirmation =
    status === "AWAITING_CONFIRMATION" ? { expiresAt: await awaitConfirmation(tx, row.id, row.createdAt) } : null;
  await emit(transaction, {
    type: "order.placed",
    orderId: row.id,
    status,
    paymentMethod,
    amount: toPaise(row.amount),
  });
  // An order placed confirmed is invoiced at once, in this transaction (lib/invoices/), its invoice
  // worked out before the rows are taken.
  const invoice = confirmed ? draftInvoice(row, toOrder(row), countriesOfOrigin) : null;
  await takeStock();
  for (const item of items) if (item.productId) transaction.stockMoved.add(item.productId);
  if (!invoice) return { ...row, codConfirmation };
  const { number } = await fileInvoice(tx, invoice);
  return { ...row, codConfirmation, taxDocuments: [{ number }] };
}

export interface TransitionOptions {
  actor: Actor;
  note?: string;
  /** How a confirmed payment was made, for the `order.paid` event. */
  payment?: { paymentMode?: string; transactionId?: string };
  /** Where a cash on delivery order's confirmation was answered, when not by the actor's usual way. */
  via?: CodAnswerChannel;
}

/**
 * Moves an order to `to`, or refuses (409, nothing changed) a move the status machine does not
 * allow this actor. Leaving a status that holds stock for one that does not gives it back.
 */
export async function transition(
  transaction: OrderTransaction,
  orderId: string,
  to: OrderStatus,
  { actor, note, payment, via }: TransitionOptions,
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const order = await lockOrder(transaction, orderId);
  const from = order.status;
  if (!canMove(from, to, actor.kind)) {
    throw conflict(`An order cannot move from ${orderStatusLabel(from)} to ${orderStatusLabel(to)}`);
  }
  const { tx } = transaction;
  // Only the payment flow confirms a payment; a customer placing it is paying on delivery instead.
  const confirmsPayment = actor.kind === "system" && from === "AWAITING_PAYMENT" && to === "ORDER_PLACED";
  await tx.order.update({
    where: { id: orderId },
    data: {
      status: to,
      ...(from === "AWAITING_PAYMENT" ? { paymentExpiresAt: null } : {}),
      ...(confirmsPayment ? { paid: true } : {}),
    },
  });
  if (to === "AWAITING_CONFIRMATION") await awaitConfirmation(tx, orderId);
  if (from === "AWAITING_CONFIRMATION") await recordAnswer(tx, orderId, { to, by: actor.kind, via });
  if (holdsStock(from) && !holdsStock(to)) {
    for (const productId of await restockOrder(tx, orderId)) transaction.stockMoved.add(productId);
  }
  // An order that never went ahead gives back its promotions' uses (a single-use code works again).
  if (to === "CANCELLED" || to === "PAYMENT_FAILED") await releaseRedemptions(tx, orderId);
  // What gift cards and store credit paid comes back as store credit: a failed payment's order, if
  // recovered, is then paid in full by its payment method.
  if (to === "PAYMENT_FAILED" || endsUndelivered(to)) await giveBackCredit(tx, orderId);
  if (!holdsStock(from) && holdsStock(to)) {
    for (const productId of await reserveOrderStock(tx, orderId)) transaction.stockMoved.add(productId);
  }
  // Paid, or switched to cash on delivery: out of the cart (a confirmation leaves what was re-added since).
  // Confirmed (Order Placed): invoiced now; an invoiced order that is cancelled is credited in full (lib/invoices/).
  const leavesCart = (to === "ORDER_PLACED" || to === "AWAITING_CONFIRMATION") && from !== "AWAITING_CONFIRMATION";
  if (leavesCart) await clearOrderedCartLines(tx, order.id, order.userId);
  if (to === "ORDER_PLACED") {
    const confirmed = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: orderInclude });
    await issueInvoice(tx, confirmed, toOrder(confirmed));
  }
  if (endsUndelivered(to)) {
    const reason = note?.trim() || (to === "CANCELLED" ? "Order cancelled" : "Returned undelivered");
    await issueCreditNote(tx, { orderId, reason });
    // A paid order's money goes back with the cancellation or the return, or not at all (the same transaction).
    if (order.paid) await queueRefundOfPayment(transaction, orderId);
  }
  await tx.orderStatusChange.create({
    data: { orderId, fromStatus: from, toStatus: to, changedById: actorId(actor), note: note?.trim() || null },
  });
  await emit(transaction, eventOf(order, to, { actor, note, payment }));
  return { from, to };
}

function eventOf(order: LockedOrder, to: OrderStatus, { actor, note, payment }: TransitionOptions) {
  const orderId = order.id;
  const adminId = actor.kind === "admin" ? actor.id : null;
  if (to === "ORDER_PLACED" && actor.kind === "system") {
    return { type: "order.paid", orderId, amount: order.amount, ...payment } satisfies OrderEvent;
  }
  if (to === "ORDER_PLACED") {
    // A cash on delivery order confirmed by its customer or, after a call, an operator.
    return { type: "order.confirmed", orderId, amount: order.amount, adminId } satisfies OrderEvent;
  }
  if (to === "AWAITING_CONFIRMATION") {
    // Switched to cash on delivery: new now, like a COD order placed at checkout.
    const { paymentMethod, amount } = order;
    return { type: "order.placed", orderId, status: to, paymentMethod, amount } satisfies OrderEvent;
  }
  if (to === "PAYMENT_FAILED")
    return { type: "order.payment_failed", orderId, reason: note ?? "" } satisfies OrderEvent;
  if (to === "CANCELLED") {
    const byCustomer = actor.kind === "customer";
    return {
      type: "order.cancelled",
      orderId,
      from: order.status,
      paid: order.paid,
      adminId,
      byCustomer,
      unconfirmed: order.status === "AWAITING_CONFIRMATION" && actor.kind === "system",
    } satisfies OrderEvent;
  }
  return { type: "order.status_changed", orderId, from: order.status, to, adminId } satisfies OrderEvent;
}

/**
 * A confirmed order (placed cash on delivery, or paid) leaves the cart: only the lines it bought,
 * as the shopper may have added more meanwhile.
 */
async function clearOrderedCartLines(tx: Prisma.TransactionClient, orderId: string, userId: string) {
  const items = await tx.orderItem.findMany({ where: { orderId }, select: { productId: true } });
  await removeFromCart(tx, userId, items);
}

async function removeFromCart(tx: Prisma.TransactionClient, userId: string, items: { productId: string | null }[]) {
  await removeCartLines(
    tx,
    userId,
    items.flatMap((item) => (item.productId ? [item.productId] : [])),
  );
}

/**
 * Records money that arrived after the order was released (its stock is gone): the order is
 * marked paid without moving, and the refund of that payment is queued with it.
 */
export async function recordPaymentAfterRelease(
  transaction: OrderTransaction,
  order: LockedOrder,
  paymentAttemptId: string,
  received: Paise,
): Promise<void> {
  await transaction.tx.order.update({ where: { id: order.id }, data: { paid: true } });
  await queueRefund(transaction, { orderId: order.id, paymentAttemptId, amount: received });
  await transaction.tx.orderStatusChange.create({
    data: {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      note: "PhonePe payment completed after the order was released: refund queued",
    },
  });
  await emit(transaction, { type: "order.paid_after_release", orderId: order.id, amount: received });
}
