/**
 * Asking for a password reset link. The answer does the same work for every e-mail, known or not
 * — two budgets and one queued job — and never waits on the account: the job looks it up and sends
 * the link after the answer, so neither its words nor its timing say whether the e-mail has one.
 * Budgets (lib/limits/budgets.ts): per client address, per client address and e-mail (429, alike
 * for known and unknown), and per e-mail a cap on links sent, spent by the job and never answered.
 */
import "server-only";
import { mayEmailResetLink, spendAddressBudget, spendPasswordResetBudget } from "../limits/rate-limits";
import { jobQueue, QUEUES } from "../jobs/job-queue";
import { sendResetLink } from "./password-reset";
import { seal, unseal } from "./sealed";

/** The job's data: the e-mail typed, sealed, as the queue's table is no place for it in clear. */
export interface ResetRequestJob {
  sealedEmail: string;
}

/** Counts the request against its budgets (429 beyond them) and queues the link's job. */
export async function requestPasswordReset(email: string, clientAddress: string | null): Promise<void> {
  await spendAddressBudget("passwordResetRequest", clientAddress);
  await spendPasswordResetBudget(email, clientAddress);
  const job: ResetRequestJob = { sealedEmail: await seal(email) };
  await (await jobQueue()).send(QUEUES.passwordResetRequest.name, job);
}

/** The job: a link to the e-mail's account, if it has one and the e-mail's cap allows. */
export async function handleResetRequest({ sealedEmail }: ResetRequestJob): Promise<void> {
  const email = await unseal(sealedEmail);
  if (await mayEmailResetLink(email)) await sendResetLink(email);
}

/** Run by every instance (lib/server-start.ts); pg-boss gives each job to one of them. */
export async function startResetRequestWorker(): Promise<void> {
  await (
    await jobQueue()
  ).work<ResetRequestJob>(QUEUES.passwordResetRequest.name, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await handleResetRequest(job.data);
  });
}
