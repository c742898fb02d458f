/**
 * The funnel's subscriber of the order event stream (lib/order-events.ts): counts the checkout's
 * orders placed and paid, once each, in the transaction that marks the event processed, on the
 * day the event was written (a delivery retried the next day still counts on its own day).
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import type { OrderEvent } from "../orders/lifecycle/events";
import type { OrderEventSubscriber } from "../orders/lifecycle/event-stream";
import { countSteps } from "./funnel-counts";
import type { FunnelStepName } from "./funnel-steps";

async function stepsOf(tx: Prisma.TransactionClient, event: OrderEvent, eventId: bigint): Promise<FunnelStepName[]> {
  if (event.type === "order.placed") {
    // A quote's order becomes one when its customer accepts the quote, not at the shop's checkout.
    if (event.paymentMethod === "BANK_TRANSFER") return [];
    // Switching an unpaid order to cash on delivery places it again: it is still one order.
    const earlier = await tx.$queryRaw<unknown[]>`
      SELECT 1 FROM "outbox_events"
      WHERE "orderId" = ${event.orderId} AND "type" = 'order.placed' AND "id" < ${eventId} LIMIT 1`;
    if (earlier.length > 0) return [];
    // Gift cards and store credit that pay all of it pay it as it is placed.
    return event.paymentMethod === "CREDIT" ? ["order_placed", "order_paid"] : ["order_placed"];
  }
  if (event.type === "order.paid") {
    const quote = await tx.quote.findFirst({ where: { orderId: event.orderId }, select: { id: true } });
    return quote ? [] : ["order_paid"];
  }
  return [];
}

export const funnelCounts: OrderEventSubscriber = {
  name: "funnel",
  since: new Date("2026-11-29T00:00:00Z"),
  handle: async (tx, event, eventId) => {
    const steps = await stepsOf(tx, event, eventId);
    if (steps.length === 0) return;
    const { createdAt } = await tx.outboxEvent.findUniqueOrThrow({
      where: { id: eventId },
      select: { createdAt: true },
    });
    await countSteps(steps, createdAt, tx);
  },
};
