/**
 * Wake-ups from a committed change to the worker of this instance that acts on it, so the work
 * starts at once rather than at the worker's next sweep: the order event dispatcher
 * (lib/order-events.ts) when a transaction has committed order events, the refund worker
 * (./background-jobs.ts) when a cancellation's refund is due, the back-in-stock sweep when an
 * operator restocks a product. Kept on globalThis: Next.js may load
 * this module once for the server's start and again for the route handlers.
 */
import "server-only";
import { log } from "../log";

export type WakeUp = "orderEvents" | "refunds" | "stockAlerts" | "shipmentTracking" | "deliveryInstructions";

const listeners = globalThis as typeof globalThis & { storeWakeUps?: Partial<Record<WakeUp, () => void>> };

/** The worker's wake-up; set once by the instance that runs it (none in scripts). */
export function onWakeUp(worker: WakeUp, listener: () => void): void {
  listeners.storeWakeUps = { ...listeners.storeWakeUps, [worker]: listener };
}

export function wakeUp(worker: WakeUp): void {
  listeners.storeWakeUps?.[worker]?.();
}

/**
 * Runs `work` when `worker` is woken, one run at a time in this instance: a wake-up during a run
 * starts one more after it, so nothing committed meanwhile waits for the next sweep. Answers the
 * wake-up, for the worker's own timer.
 */
export function runOnWakeUp(worker: WakeUp, work: () => Promise<unknown>, failure: string): () => void {
  let running = false;
  let wokenWhileRunning = false;
  const wake = () => {
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = true;
    void work()
      .catch((error: unknown) => log.error(failure, { error }))
      .finally(() => {
        running = false;
        if (wokenWhileRunning) {
          wokenWhileRunning = false;
          wake();
        }
      });
  };
  onWakeUp(worker, wake);
  return wake;
}
