/**
 * Every background job of the store. Each instance runs them all on its timers; each run takes
 * its job's advisory lock (./advisory-lock.ts), so with N instances behind a load balancer one
 * run does the work and the others skip it. A paid order's cancellation also wakes the refund
 * worker of the instance that delivered it (lib/payments/phonepe/refund-subscriber.ts), with no
 * lock: each refund's claim keeps it to one instance. The mail queue is not here: pg-boss hands
 * each of its jobs to one worker of one instance (lib/mail/worker.ts); nor is the order event
 * dispatcher (lib/order-events.ts, which lists the subscribers it delivers to).
 */
import "server-only";
import { pruneTelemetry } from "../analytics/retention";
import { ensureConfiguredAdmin } from "../auth/admin-account";
import { sendDueStockAlerts } from "../catalog/stock-alert-sweep";
import { expireGiftCards } from "../credit/ledger";
import { db } from "../db";
import { purgeExpiredIdempotencyKeys } from "../http/idempotency";
import { sweepCodConfirmations } from "../orders/cod-confirmation/sweep";
import { log } from "../log";
import { sendDailySummaries } from "../operator-alerts/daily-summary";
import { sweepUnattachedReturnPhotos } from "../orders/returns/return-photos";
import { releaseUnpaidTransfers } from "../payments/bank-transfer/expiry";
import { releaseExpiredPayments } from "../payments/phonepe/expiry-job";
import { sendDueRefunds } from "../payments/phonepe/refunds";
import { sendDueInstructions } from "../shipping/failed-deliveries";
import { trackDueShipments } from "../shipping/tracking-sweep";
import { runExclusively } from "./advisory-lock";
import { runOnWakeUp } from "./wake-up";

/** How often unpaid PhonePe orders past their window are released, and due refunds sent or checked. */
const PAYMENT_SWEEP_INTERVAL_MS = 60_000;
/** Keys live a day; purging them hourly keeps the table small. */
const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60_000;
/** Back-in-stock alerts of products restocked by an order's cancellation or return; an operator's restock wakes it. */
const STOCK_ALERT_SWEEP_INTERVAL_MS = 60_000;
/** Answers to failed deliveries the courier has not taken yet (an outage) are sent again this often. */
const DELIVERY_INSTRUCTION_INTERVAL_MS = 60_000;
/** Shipments the courier's webhook hinted at are read at once (a wake-up); the sweep catches missed ones. */
const SHIPMENT_TRACKING_INTERVAL_MS = 15 * 60_000;
/** Unconfirmed cash on delivery orders are reminded and cancelled within this of their time. */
const COD_CONFIRMATION_INTERVAL_MS = 5 * 60_000;
/** Return photos no request took are removed a day after upload; hourly is close enough. */
const RETURN_PHOTO_SWEEP_INTERVAL_MS = 60 * 60_000;
/** Gift cards stop paying at their expiry whatever this says; the sweep then writes their balance off. */
const GIFT_CARD_EXPIRY_INTERVAL_MS = 60 * 60_000;
/** Speed measurements and funnel counts are kept for days: a few runs a day delete what has aged out. */
const TELEMETRY_RETENTION_INTERVAL_MS = 6 * 60 * 60_000;
/** The operators' summaries go within this of 08:00 India time (or of the store's start, when later). */
const DAILY_SUMMARY_INTERVAL_MS = 5 * 60_000;

/** Releases expired payments and lapsed bank transfer orders, then sends the refunds that are due; one instance at a time. */
export const runPaymentSweep = () =>
  runExclusively("paymentSweep", async () => {
    const released = await releaseExpiredPayments().catch((error: unknown) => {
      log.error("payment_sweep_failed", { error });
      return 0;
    });
    const transfersLapsed = await releaseUnpaidTransfers().catch((error: unknown) => {
      log.error("bank_transfer_sweep_failed", { error });
      return 0;
    });
    const refunds = await sendDueRefunds().catch((error: unknown) => {
      log.error("refund_sweep_failed", { error });
      return 0;
    });
    return { released, transfersLapsed, refunds };
  });

const runIdempotencyPurge = () => runExclusively("idempotencyPurge", () => purgeExpiredIdempotencyKeys());

export const runStockAlertSweep = () => runExclusively("stockAlertSweep", () => sendDueStockAlerts());

export const runShipmentTracking = () => runExclusively("shipmentTracking", () => trackDueShipments());

export const runDeliveryInstructions = () => runExclusively("deliveryInstructions", () => sendDueInstructions());

export const runCodConfirmationSweep = () => runExclusively("codConfirmations", () => sweepCodConfirmations());

export const runReturnPhotoSweep = () => runExclusively("returnPhotoSweep", () => sweepUnattachedReturnPhotos());

/** `now`: a test's morning. */
export const runDailySummaries = (now = new Date()) => runExclusively("dailySummary", () => sendDailySummaries(now));

export const runGiftCardExpiry = () =>
  runExclusively("giftCardExpiry", () => db().$transaction((tx) => expireGiftCards(tx)));

export const runTelemetryRetention = () => runExclusively("telemetryRetention", () => pruneTelemetry());

/** Instances started together wait for each other, so the admin is created once, not raced. */
const runConfiguredAdmin = () => runExclusively("configuredAdmin", ensureConfiguredAdmin, { wait: true });

/** Runs `job` now and then every `intervalMs`; a failure is logged, and the next run tries again. */
function every(intervalMs: number, name: string, job: () => Promise<unknown>) {
  const run = () => void job().catch((error: unknown) => log.error(`${name}_failed`, { error }));
  run();
  setInterval(run, intervalMs).unref();
}

export function startBackgroundJobs(): void {
  runConfiguredAdmin().catch((error: unknown) => log.error("configured_admin_failed", { error }));
  // At start too: orders whose window passed while the store was down are released at once.
  every(PAYMENT_SWEEP_INTERVAL_MS, "payment_sweep", runPaymentSweep);
  runOnWakeUp("refunds", () => sendDueRefunds(), "refund_sweep_failed");
  every(IDEMPOTENCY_PURGE_INTERVAL_MS, "idempotency_purge", runIdempotencyPurge);
  every(RETURN_PHOTO_SWEEP_INTERVAL_MS, "return_photo_sweep", runReturnPhotoSweep);
  every(GIFT_CARD_EXPIRY_INTERVAL_MS, "gift_card_expiry", runGiftCardExpiry);
  every(TELEMETRY_RETENTION_INTERVAL_MS, "telemetry_retention", runTelemetryRetention);
  every(DAILY_SUMMARY_INTERVAL_MS, "daily_summary", () => runDailySummaries());
  every(COD_CONFIRMATION_INTERVAL_MS, "cod_confirmation_sweep", runCodConfirmationSweep);
  every(STOCK_ALERT_SWEEP_INTERVAL_MS, "stock_alert_sweep", runStockAlertSweep);
  runOnWakeUp("stockAlerts", runStockAlertSweep, "stock_alert_sweep_failed");
  every(SHIPMENT_TRACKING_INTERVAL_MS, "shipment_tracking", runShipmentTracking);
  runOnWakeUp("shipmentTracking", runShipmentTracking, "shipment_tracking_failed");
  // A failed delivery's answer goes to the courier at once (a wake-up); the sweep retries through an outage.
  every(DELIVERY_INSTRUCTION_INTERVAL_MS, "delivery_instructions", runDeliveryInstructions);
  runOnWakeUp("deliveryInstructions", runDeliveryInstructions, "delivery_instructions_failed");
}
