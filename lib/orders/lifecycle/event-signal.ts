/**
 * Wakes this instance's event dispatcher (lib/order-events.ts) when a transaction has committed
 * order events, so their e-mails leave at once rather than at the next sweep. Kept on globalThis:
 * Next.js may load this module once for the server's start and again for the route handlers.
 */
import "server-only";

const signal = globalThis as typeof globalThis & { orderEventsListener?: () => void };

/** The dispatcher's wake-up; set once by the instance that runs it (none in tests and scripts). */
export function onEventsWritten(listener: () => void): void {
  signal.orderEventsListener = listener;
}

export function eventsWritten(): void {
  signal.orderEventsListener?.();
}
