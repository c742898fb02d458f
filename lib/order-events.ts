/**
 * The subscribers of the order event stream (lib/orders/lifecycle/event-stream.ts) and the worker
 * that delivers to them, run by every instance (lib/server-start.ts). A delivery runs once a
 * transaction has committed events on this instance, and every few seconds for the events written
 * elsewhere or due again after a failure; the job's advisory lock keeps it to one instance at a
 * time, and each delivery's claim keeps each event to one run per subscriber regardless.
 */
import "server-only";
import { funnelCounts } from "./analytics/funnel-subscriber";
import { runExclusively } from "./jobs/advisory-lock";
import { runOnWakeUp } from "./jobs/wake-up";
import { log } from "./log";
import { orderEmails } from "./mail/orders/queue-order-emails";
import { orderTextUpdates } from "./messaging/order-updates";
import { operatorAlerts } from "./operator-alerts/new-order-alerts";
import {
  deleteDeliveredEvents,
  deliverPendingEvents,
  type OrderEventSubscriber,
} from "./orders/lifecycle/event-stream";
import { refundsOnCancel } from "./payments/phonepe/refund-subscriber";

/** Everything that acts on order events; courier booking joins here. */
export const ORDER_EVENT_SUBSCRIBERS: readonly OrderEventSubscriber[] = [
  orderEmails,
  orderTextUpdates,
  refundsOnCancel,
  funnelCounts,
  operatorAlerts,
];

/** An event every subscriber has processed is kept this long (support questions), then deleted. */
export const ORDER_EVENT_RETENTION_DAYS = 90;

/** The sweep for events written by other instances or due again after a failure. */
const SWEEP_INTERVAL_MS = 5_000;
const RETENTION_INTERVAL_MS = 6 * 60 * 60_000;

/** Delivers what is due, on one instance at a time. */
export const dispatchOrderEvents = () =>
  runExclusively("orderEvents", () => deliverPendingEvents(ORDER_EVENT_SUBSCRIBERS));

export const purgeDeliveredOrderEvents = () =>
  runExclusively("orderEventRetention", () =>
    deleteDeliveredEvents(ORDER_EVENT_SUBSCRIBERS, ORDER_EVENT_RETENTION_DAYS),
  );

export function startOrderEventDispatcher(): void {
  const wake = runOnWakeUp("orderEvents", dispatchOrderEvents, "order_event_dispatch_failed");
  wake();
  setInterval(wake, SWEEP_INTERVAL_MS).unref();
  const purge = () =>
    void purgeDeliveredOrderEvents().catch((error: unknown) => log.error("order_event_purge_failed", { error }));
  purge();
  setInterval(purge, RETENTION_INTERVAL_MS).unref();
}
