/** The e-mails a test caused: delivering its queued messages and reading what the catcher caught. */
import { vi } from "vitest";
import { db } from "@/lib/db";
import { listCaughtEmails } from "@/lib/mail/caught";
import { onWakeUp } from "@/lib/jobs/wake-up";
import { deliverEmail } from "@/lib/mail/deliver";
import { mailTransport } from "@/lib/mail/transport";
import { ORDER_EVENT_SUBSCRIBERS } from "@/lib/order-events";
import { deliverPendingEvents } from "@/lib/orders/lifecycle/event-stream";
import { sendDueRefunds } from "@/lib/payments/phonepe/refunds";

/** What the local catcher (started by the Vitest global setup) caught for `recipient`, oldest first. */
export async function caughtEmailsTo(recipient: string) {
  const caught = await listCaughtEmails();
  return caught.filter((email) => email.to.includes(recipient)).reverse();
}

let refundsWoken = false;
onWakeUp("refunds", () => (refundsWoken = true));

/**
 * Delivers the events of these orders to their subscribers (e-mails queued), then sends their
 * due refunds if a delivery woke the refund worker, as the server's dispatcher and worker would;
 * only this test's orders, as another file's refunds go to another PhonePe simulator, and without
 * the dispatcher's lock, so that a test never waits on another's.
 */
export async function deliverOrderEvents(...orderIds: string[]) {
  const delivered = await deliverPendingEvents(ORDER_EVENT_SUBSCRIBERS, { orderIds });
  if (refundsWoken) {
    refundsWoken = false;
    await sendDueRefunds({ orderIds });
  }
  return delivered;
}

/**
 * Delivers an order's events, then its queued e-mails as the worker would, over SMTP to the catcher. Straight
 * through deliverEmail, so tests running in parallel never take each other's queue jobs.
 */
export async function deliverOrderEmails(orderId: string) {
  await deliverOrderEvents(orderId);
  const pending = await db().emailMessage.findMany({
    where: { orderId, state: "PENDING" },
    orderBy: { createdAt: "asc" },
  });
  for (const { id } of pending) await deliverEmail(id, mailTransport()!);
}

/** Waits (polling, up to 30 s) until `check` passes: for workers that run on their own. */
export const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000, interval: 200 });
