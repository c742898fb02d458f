/** Password recovery in tests: the queued account e-mails delivered to the catcher, and the link read from one. */
import { expect } from "vitest";
import { handleResetRequest, type ResetRequestJob } from "@/lib/auth/reset-requests";
import { unseal } from "@/lib/auth/sealed";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliverEmail } from "@/lib/mail/deliver";
import { QUEUES } from "@/lib/jobs/job-queue";
import { mailTransport } from "@/lib/mail/transport";
import { caughtEmailsTo } from "./mail";

/** The neutral answer to every reset request that is not refused. */
export const NEUTRAL_RESET_ANSWER = {
  status: 200,
  body: {
    success: true,
    message:
      "If an account exists for this email, we have sent it a link to reset the password. The link works for 30 minutes.",
  },
};

/** The reset requests queued for `email` and not yet run, oldest first (other files' stay queued). */
export async function queuedResetRequests(email: string) {
  const queued = await db().$queryRaw<{ id: string; data: ResetRequestJob }[]>`
    SELECT id::text, data FROM pgboss.job
    WHERE name = ${QUEUES.passwordResetRequest.name} AND state = 'created' ORDER BY created_on, id`;
  const emails = await Promise.all(queued.map(({ data }) => unseal(data.sealedEmail).catch(() => null)));
  return queued.filter((_job, index) => emails[index] === email);
}

/** Runs the reset requests queued for `email`, as the server's worker would: each taken once. */
export async function runResetRequests(email: string): Promise<void> {
  for (const { id, data } of await queuedResetRequests(email)) {
    const taken = await db()
      .$executeRaw`DELETE FROM pgboss.job WHERE name = ${QUEUES.passwordResetRequest.name} AND id = ${id}::uuid`;
    if (taken) await handleResetRequest(data);
  }
}

async function deliverPending(where: Prisma.EmailMessageWhereInput) {
  const pending = await db().emailMessage.findMany({
    where: { ...where, state: "PENDING" },
    orderBy: { createdAt: "asc" },
  });
  for (const { id } of pending) await deliverEmail(id, mailTransport()!);
}

/** Delivers the e-mails queued for `recipient`, as the worker would, over SMTP to the catcher. */
export const deliverEmailsTo = (recipient: string) => deliverPending({ recipient });

/** Delivers every queued reset link and password-changed notice (only recovery tests queue them). */
export const deliverAccountEmails = () => deliverPending({ template: { in: ["passwordReset", "passwordChanged"] } });

const RESET_LINK = /(\S+\/reset-password\?token=)([A-Za-z0-9_-]{43})/;

/** The reset links caught for `recipient`, oldest first: the page's address and the token. */
export async function caughtResetLinks(recipient: string) {
  await runResetRequests(recipient);
  await deliverEmailsTo(recipient);
  const caught = await caughtEmailsTo(recipient);
  return caught
    .filter((email) => email.subject === "Reset your GanitPlay password")
    .map((email) => {
      const [, page, token] = RESET_LINK.exec(email.text) ?? [];
      expect(token, "the e-mail holds a reset link").toBeDefined();
      return { page: page!, token: token! };
    });
}
