/**
 * When the server starts: a wrong configuration stops it with a clear message, rather than failing
 * the first request; then the background jobs start (lib/jobs/background-jobs.ts: the configured
 * admin ADMIN_EMAIL / ADMIN_PASSWORD created or promoted, so a container needs no seed step; the
 * payment sweep; the idempotency-key purge; the sweep of unattached return photos), the order event
 * dispatcher starts delivering order events to their subscribers (lib/order-events.ts), the mail
 * worker starts sending queued e-mails, the text-message worker WhatsApp messages and SMS, and the
 * reset-request worker making reset links. On the WhatsApp simulator, the store submits its
 * templates (a real account's are submitted once, by `npm run whatsapp:templates`). Every instance
 * does this; the jobs' locks make each piece of work happen once.
 */
import "server-only";
import { startResetRequestWorker } from "./auth/reset-requests";
import { env } from "./env";
import { startBackgroundJobs } from "./jobs/background-jobs";
import { log } from "./log";
import { startConfiguredMailWorker } from "./mail/worker";
import { submitTemplates } from "./messaging/whatsapp/template-registration";
import { startConfiguredTextMessageWorker } from "./messaging/worker";
import { startOrderEventDispatcher } from "./order-events";

export function onServerStart(): void {
  try {
    env();
  } catch (error) {
    log.error("invalid_configuration", { message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  startBackgroundJobs();
  startOrderEventDispatcher();
  startConfiguredMailWorker().catch((error: unknown) => log.error("mail_worker_failed", { error }));
  startResetRequestWorker().catch((error: unknown) => log.error("reset_request_worker_failed", { error }));
  startConfiguredTextMessageWorker().catch((error: unknown) => log.error("text_message_worker_failed", { error }));
  const { whatsApp } = env().messaging;
  if (whatsApp?.environment === "simulator") {
    submitTemplates(whatsApp, env().SITE_URL).catch((error: unknown) =>
      log.error("whatsapp_templates_failed", { error }),
    );
  }
}
