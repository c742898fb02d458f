/**
 * When the server starts: a wrong configuration stops it with a clear message, rather than
 * failing the first request; then a sweep releases the stock of online orders whose payment
 * window has passed.
 */
import { env } from "./env";
import { releaseExpiredPayments } from "./payments/phonepe/checkout";

/** How often unpaid PhonePe orders past their window are released. */
const PAYMENT_SWEEP_INTERVAL_MS = 60_000;

export function onServerStart(): void {
  try {
    env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const sweep = () =>
    releaseExpiredPayments().catch((error: unknown) =>
      console.error(JSON.stringify({ level: "error", event: "payment_sweep_failed", error: String(error) })),
    );
  setInterval(() => void sweep(), PAYMENT_SWEEP_INTERVAL_MS).unref();
}
