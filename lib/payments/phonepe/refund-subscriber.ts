/**
 * The refund subscriber of the order event stream (lib/order-events.ts): a paid order's
 * cancellation queued its refund in the same transaction (lib/orders/lifecycle/refund-queue.ts),
 * due at once; once the delivery has committed, this wakes the refund worker
 * (lib/jobs/background-jobs.ts), which sends it rather than waiting for its next minute, whoever
 * cancelled. No call to PhonePe runs inside the delivery's transaction; the refund row is the
 * outbox, so a lost wake-up or an outage of hours only delays it to the worker's backoff
 * (./refunds.ts, which asks PhonePe first and never sends one refund twice).
 */
import "server-only";
import { wakeUp } from "../../jobs/wake-up";
import type { OrderEventSubscriber } from "../../orders/lifecycle/event-stream";

export const refundsOnCancel: OrderEventSubscriber = {
  name: "refunds",
  // Before it, the operator's cancellation sent its refund itself, and the refund job sent the rest.
  since: new Date("2026-11-26T00:00:00Z"),
  // Nothing to write: the cancellation's own transaction queued the refund.
  handle: () => Promise.resolve(),
  afterCommit: (event) => {
    if ((event.type === "order.cancelled" || event.type === "order.items_cancelled") && event.paid) wakeUp("refunds");
  },
};
