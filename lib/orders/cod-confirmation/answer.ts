/**
 * A cash on delivery order's confirmation answered (issue #33): confirmed, it is placed and
 * invoiced and goes to packing; cancelled, its stock goes back. The customer answers on the
 * store's pages, by the order's signed link or with a WhatsApp quick reply; an operator confirms
 * after a phone call. Answering again what was already answered (a double tap, a webhook sent
 * twice) changes nothing; an order no longer awaiting its confirmation is refused (409).
 */
import "server-only";
import type { CodAnswerChannel } from "../../generated/prisma/enums";
import { conflict, notFound } from "../../http/errors";
import { validationMessage } from "../../validation/error-messages";
import { runOrderTransaction } from "../lifecycle/order-transaction";
import { lockOrder, transition, type Actor } from "../lifecycle/transition";

export type ConfirmationAnswer = "confirm" | "cancel";

const ANSWERED = { confirm: "CONFIRMED", cancel: "CANCELLED" } as const;

const NOTES: Record<CodAnswerChannel, string> = {
  PAGE: "on the store's page",
  LINK: "by the order's link",
  WHATSAPP: "on WhatsApp",
  ADMIN: "by phone",
  SYSTEM: "by the store",
};

/**
 * Who answers: the signed-in customer (only their own order), whoever holds the order's proof (its
 * signed link, or the phone its WhatsApp message went to, checked by the caller), or an operator.
 */
export type Answerer =
  { kind: "customer"; userId: string } | { kind: "proven" } | { kind: "admin"; id: string; note?: string };

export interface ConfirmationReply {
  orderId: string;
  answer: ConfirmationAnswer;
  via: CodAnswerChannel;
  by: Answerer;
}

/** Answers whether the order changed; refuses another user's order (404) and one not awaiting confirmation (409). */
export async function answerConfirmation({ orderId, answer, via, by }: ConfirmationReply) {
  return runOrderTransaction(async (transaction) => {
    const order = await lockOrder(transaction, orderId);
    if (by.kind === "customer" && order.userId !== by.userId) throw notFound(validationMessage("orderNotFound"));
    if (order.status !== "AWAITING_CONFIRMATION") {
      // A repeat is judged by the order as it stands: a confirmation repeated after a cancellation is refused.
      const confirmation = await transaction.tx.codConfirmation.findUnique({
        where: { orderId },
        select: { answer: true },
      });
      const stillSo = (order.status === "CANCELLED") === (answer === "cancel");
      if (stillSo && confirmation?.answer === ANSWERED[answer]) return { changed: false };
      throw conflict(validationMessage("notAwaitingConfirmation"));
    }
    const admin = by.kind === "admin" ? by : null;
    const actor: Actor = admin ? { kind: "admin", id: admin.id } : { kind: "customer", id: order.userId };
    const done = answer === "confirm" ? "Confirmed" : "Cancelled before confirming";
    const note = [`${done} ${admin ? "by an operator" : "by the customer"} ${NOTES[via]}`, admin?.note?.trim()]
      .filter(Boolean)
      .join(": ");
    await transition(transaction, orderId, answer === "confirm" ? "ORDER_PLACED" : "CANCELLED", { actor, note, via });
    return { changed: true };
  });
}
