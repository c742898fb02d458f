/**
 * An operator moves a return request along REQUESTED → APPROVED | REJECTED, APPROVED → RECEIVED →
 * REFUNDED. Each move writes its audit row and its outbox event (the customer's e-mail) in one
 * transaction, under the order's row lock, so the refunds of one order's returns never overlap.
 */
import "server-only";
import { db } from "../../db";
import type { Prisma } from "../../generated/prisma/client";
import type { ReturnStatus } from "../../generated/prisma/enums";
import { badRequest, conflict, notFound } from "../../http/errors";
import { issueCreditNote } from "../../invoices/credit-note";
import { proportionOf, toPaise, toRupeeString, type DecimalLike, type Paise } from "../../money";
import { emit, runOrderTransaction, type OrderTransaction } from "../lifecycle/order-transaction";
import { addStoreCredit } from "../../credit/ledger";
import { refundCreditFirst } from "../../credit/tenders";
import { queuePartialRefund } from "../lifecycle/refund-queue";
import { lockOrder } from "../lifecycle/transition";
import { canMoveReturn, REASON_LABELS, RETURN_STATUS_LABELS, returnRefund } from "./policy";

export interface ReturnMove {
  to: Exclude<ReturnStatus, "REQUESTED">;
  /** To the customer; required to reject. */
  note?: string;
  /** Cash on delivery refunds: the bank transfer or UPI reference of the money sent. */
  reference?: string;
}

const EVENT_TYPES = {
  APPROVED: "order.return_approved",
  REJECTED: "order.return_rejected",
  RECEIVED: "order.return_received",
} as const;

/**
 * Moves a return request, or refuses (409, nothing changed) a move the policy does not allow.
 * `adminId`: the operator, or null for the courier's scans (a reverse pickup delivered).
 */
export async function moveReturn(adminId: string | null, returnRequestId: string, move: ReturnMove): Promise<void> {
  const found = await findOrderOfReturn(returnRequestId);
  await runOrderTransaction(async (transaction) => {
    await lockOrder(transaction, found.orderId);
    const { tx } = transaction;
    const request = await tx.returnRequest.findUniqueOrThrow({ where: { id: returnRequestId } });
    if (!canMoveReturn(request.status, move.to)) {
      throw conflict(
        `A return cannot move from ${RETURN_STATUS_LABELS[request.status]} to ${RETURN_STATUS_LABELS[move.to]}`,
      );
    }
    if (move.to === "REJECTED" && !move.note) throw badRequest("Tell the customer why the return is rejected");
    const note = move.note || undefined;
    const refund = move.to === "REFUNDED" ? await refundReturn(transaction, returnRequestId, move.reference) : null;
    await tx.returnRequest.update({
      where: { id: returnRequestId },
      data: {
        status: move.to,
        ...(refund && {
          refundAmount: toRupeeString(refund.amount),
          shippingRefunded: refund.shippingRefunded,
          refundReference: refund.reference,
        }),
        // Refunded or rejected, the customer's UPI ID or account is no longer needed (its masked hint stays).
        ...((refund || move.to === "REJECTED") && { refundDetails: null }),
      },
    });
    await tx.returnStatusChange.create({
      data: {
        returnRequestId,
        fromStatus: request.status,
        toStatus: move.to,
        changedById: adminId,
        note: note ?? null,
      },
    });
    const orderId = request.orderId;
    // The refunded units (and the shipping, when it is repaid) leave the invoice: a GST credit note.
    if (refund) {
      const items = await tx.returnItem.findMany({
        where: { returnRequestId },
        select: { orderItemId: true, quantity: true },
      });
      await issueCreditNote(tx, {
        orderId,
        lines: items,
        withCharges: refund.shippingRefunded,
        reason: `Return: ${REASON_LABELS[request.reason]}`,
      });
    }
    await emit(
      transaction,
      refund
        ? { type: "order.return_refunded", orderId, returnRequestId, amount: refund.amount, note }
        : { type: EVENT_TYPES[move.to as keyof typeof EVENT_TYPES], orderId, returnRequestId, note },
    );
  });
}

async function findOrderOfReturn(returnRequestId: string) {
  const found = await db().returnRequest.findUnique({ where: { id: returnRequestId }, select: { orderId: true } });
  if (!found) throw notFound("Return request not found");
  return found;
}

/** What `units` of an order line were sold for: their price less their part of its promotions. */
const soldFor = (line: { unitPrice: DecimalLike; discount: DecimalLike; quantity: number }, units: number): Paise =>
  toPaise(line.unitPrice) * units - proportionOf(toPaise(line.discount), units, line.quantity);

/** What a return pays back, by the policy, from the order's lines and the returns refunded before. */
async function returnRefundFor(tx: Prisma.TransactionClient, returnRequestId: string) {
  const request = await tx.returnRequest.findUniqueOrThrow({
    where: { id: returnRequestId },
    include: {
      items: { include: { orderItem: { select: { unitPrice: true, discount: true, quantity: true } } } },
      order: {
        select: { id: true, userId: true, paymentMethod: true, shipping: true, amount: true, paidByCredit: true },
      },
    },
  });
  const { order } = request;
  const earlier = await tx.returnRequest.findMany({
    where: { orderId: order.id, status: "REFUNDED" },
    select: { refundAmount: true, shippingRefunded: true },
  });
  const refund = returnRefund({
    linesValue: request.items.reduce((sum, { orderItem, quantity }) => sum + soldFor(orderItem, quantity), 0),
    reason: request.reason,
    shipping: toPaise(order.shipping),
    shippingRefunded: earlier.some((done) => done.shippingRefunded),
    orderAmount: toPaise(order.amount),
    alreadyRefunded: earlier.reduce((sum, done) => sum + (done.refundAmount ? toPaise(done.refundAmount) : 0), 0),
  });
  // What goes to store credit: what credit paid of the order comes back as credit first, and all
  // of it when the customer takes the refund as store credit (refundCreditFirst does the same).
  const creditShare = Math.min(toPaise(order.paidByCredit), refund.amount);
  const toCredit = request.refundMethod === "STORE_CREDIT" ? refund.amount : creditShare;
  return { ...refund, toCredit, order, refundMethod: request.refundMethod };
}

/**
 * What refunding this request now would pay, for the admin to see before refunding: in all, and
 * the part that goes to the customer's store credit (the rest is sent as money).
 */
export async function refundDueOn(returnRequestId: string): Promise<{ total: Paise; toCredit: Paise }> {
  const { amount, toCredit } = await db().$transaction((tx) => returnRefundFor(tx, returnRequestId));
  return { total: amount, toCredit };
}

/**
 * Pays a received return back: what gift cards and store credit paid goes back to them first
 * (lib/credit/), then the rest as the customer chose: store credit at once, PhonePe through the
 * refund queue (the refund job sends it), cash on delivery by the transfer the operator made and
 * names. The amount is the server's.
 */
async function refundReturn(transaction: OrderTransaction, returnRequestId: string, reference: string | undefined) {
  const { tx } = transaction;
  const { amount: total, shippingRefunded, order, refundMethod } = await returnRefundFor(tx, returnRequestId);
  const movement = { returnRequestId, note: "Return refunded" };
  // Delivered, so paid: its money came in with the parcel or before it.
  const held = { id: order.id, paid: true, amount: toPaise(order.amount), paidByCredit: toPaise(order.paidByCredit) };
  const amount = await refundCreditFirst(tx, held, total, movement);
  if (amount === 0 || refundMethod === "STORE_CREDIT") {
    await addStoreCredit(tx, order.userId, amount, { ...movement, orderId: order.id });
    return { amount: total, shippingRefunded, reference: null };
  }
  if (order.paymentMethod === "COD") {
    if (!reference) throw badRequest("Enter the bank transfer or UPI reference of the refund");
    return { amount: total, shippingRefunded, reference };
  }
  await queuePartialRefund(transaction, { orderId: order.id, returnRequestId, amount });
  return { amount: total, shippingRefunded, reference: null };
}
