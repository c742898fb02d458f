/**
 * The confirmation sweep (issue #33): reminds the customer of a cash on delivery order still
 * unconfirmed after COD_CONFIRM_REMIND_HOURS, and cancels one unconfirmed after COD_CONFIRM_HOURS,
 * its stock released and its customer told. Run every few minutes under its advisory lock
 * (lib/jobs/background-jobs.ts); each order's change is made under the order's row lock and only
 * while it still awaits confirmation, so a sweep run twice at once (two instances) acts once.
 */
import "server-only";
import { db } from "../../db";
import { env } from "../../env";
import type { Prisma } from "../../generated/prisma/client";
import { emit, runOrderTransaction, type OrderTransaction } from "../lifecycle/order-transaction";
import { lockOrder, SYSTEM, transition } from "../lifecycle/transition";

/** Orders looked at per run: a backlog (the store was down for days) is worked through run by run. */
const BATCH = 100;

export async function sweepCodConfirmations(now = new Date()): Promise<{ reminded: number; expired: number }> {
  return { reminded: await sendDueReminders(now), expired: await cancelExpired(now) };
}

/**
 * Runs `act` on each unanswered confirmation due by `where` (oldest first), in its order's
 * transaction under its row lock, while the order still awaits confirmation; answers how many acted.
 */
async function forEachDue(
  where: Prisma.CodConfirmationWhereInput,
  oldestFirst: Prisma.CodConfirmationOrderByWithRelationInput,
  act: (transaction: OrderTransaction, orderId: string) => Promise<boolean>,
): Promise<number> {
  const due = await db().codConfirmation.findMany({
    where: { answer: null, ...where },
    select: { orderId: true },
    orderBy: oldestFirst,
    take: BATCH,
  });
  let acted = 0;
  for (const { orderId } of due) {
    const done = await runOrderTransaction(async (transaction) => {
      const order = await lockOrder(transaction, orderId);
      return order.status === "AWAITING_CONFIRMATION" && act(transaction, orderId);
    });
    if (done) acted += 1;
  }
  return acted;
}

const sendDueReminders = (now: Date) =>
  forEachDue(
    { remindedAt: null, remindAt: { lte: now }, expiresAt: { gt: now } },
    { remindAt: "asc" },
    async (transaction, orderId) => {
      const { count } = await transaction.tx.codConfirmation.updateMany({
        where: { orderId, answer: null, remindedAt: null },
        data: { remindedAt: now },
      });
      if (count === 1) await emit(transaction, { type: "order.confirmation_reminder", orderId });
      return count === 1;
    },
  );

const cancelExpired = (now: Date) =>
  forEachDue({ expiresAt: { lte: now } }, { expiresAt: "asc" }, async (transaction, orderId) => {
    const note = `Not confirmed within ${env().COD_CONFIRM_HOURS} hours`;
    await transition(transaction, orderId, "CANCELLED", { actor: SYSTEM, note });
    return true;
  });
