/**
 * The refund subscriber of the order event stream (lib/order-events.ts): a paid order's
 * cancellation queued its refund in the same transaction (lib/orders/lifecycle/refund-queue.ts);
 * this sends it as soon as the cancellation has committed, whoever cancelled, rather than at the
 * refund job's next minute. Sending is safe to repeat (./refunds.ts asks PhonePe first), and a
 * failure is left to the refund job's backoff.
 */
import "server-only";
import { log } from "../../log";
import type { OrderEventSubscriber } from "../../orders/lifecycle/event-stream";
import { sendRefundsOf } from "./refunds";

export const refundsOnCancel: OrderEventSubscriber = {
  name: "refunds",
  // Before it, the operator's cancellation sent its refund itself, and the refund job sent the rest.
  since: new Date("2026-11-26T00:00:00Z"),
  handle: async (_tx, event) => {
    if (event.type !== "order.cancelled" || !event.paid) return;
    const { orderId } = event;
    await sendRefundsOf(orderId).catch((error: unknown) => log.error("refund_send_deferred", { orderId, error }));
  },
};
