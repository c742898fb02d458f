/**
 * When the server starts: a wrong configuration stops it with a clear message, rather than
 * failing the first request; the configured admin (ADMIN_EMAIL / ADMIN_PASSWORD) is created or
 * promoted, so a container needs no seed step; then a sweep releases the stock of online orders
 * whose payment window has passed and sends the refunds that are due, and another purges expired
 * idempotency keys.
 */
import "server-only";
import { ensureConfiguredAdmin } from "./auth/admin-account";
import { env } from "./env";
import { purgeExpiredIdempotencyKeys } from "./http/idempotency";
import { log } from "./log";
import { releaseExpiredPayments } from "./payments/phonepe/expiry-job";
import { sendDueRefunds } from "./payments/phonepe/refunds";

/** How often unpaid PhonePe orders past their window are released, and due refunds sent or checked. */
const PAYMENT_SWEEP_INTERVAL_MS = 60_000;
/** Keys live a day; purging them hourly keeps the table small. */
const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60_000;

export function onServerStart(): void {
  try {
    env();
  } catch (error) {
    log.error("invalid_configuration", { message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  ensureConfiguredAdmin().catch((error: unknown) => log.error("configured_admin_failed", { error }));
  const sweep = async () => {
    await releaseExpiredPayments().catch((error: unknown) => log.error("payment_sweep_failed", { error }));
    await sendDueRefunds().catch((error: unknown) => log.error("refund_sweep_failed", { error }));
  };
  setInterval(() => void sweep(), PAYMENT_SWEEP_INTERVAL_MS).unref();
  const purge = () =>
    purgeExpiredIdempotencyKeys().catch((error: unknown) => log.error("idempotency_purge_failed", { error }));
  setInterval(() => void purge(), IDEMPOTENCY_PURGE_INTERVAL_MS).unref();
}
