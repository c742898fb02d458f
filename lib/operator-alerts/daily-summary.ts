/**
 * The operators' daily summary: from 08:00 India time, each admin who chose it gets the day
 * before — its earned orders and net sales as the reports count them (lib/reports/revenue.ts), the
 * orders cancelled that day the store had heard of (as its inbox did) — and what waits today, by
 * e-mail and/or WhatsApp (`store_daily_summary`). The background job runs every few minutes under
 * its advisory lock (lib/jobs/background-jobs.ts); each message's key names the day, the admin
 * and the channel, so a run that comes late still sends the summary due, and a second run, on
 * this instance or another, sends nothing more.
 */
import "server-only";
import { DAY_MS, endOfIndianIsoDay, indianIsoDay, startOfIndianDay, startOfIndianIsoDay } from "../dates";
import { db } from "../db";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { summaryDayName, type DailySummary } from "../mail/operators/daily-summary-email";
import { queueEmail } from "../mail/queue-email";
import { emailTexts } from "../mail/texts";
import { queueTextMessage } from "../messaging/queue-message";
import { formatRupees } from "../money";
import { ORDER_STATUSES, storeKnowsOf } from "../orders/status";
import type { Period } from "../reports/period";
import { salesIn } from "../reports/revenue";
import { workWaitingAt } from "../admin/todays-work";
import { alertedOperators } from "./recipients";

/** The hour, in India, from which the day before's summary is due. */
const SUMMARY_HOUR = 8;
const HOUR_MS = 60 * 60_000;

/** The day whose summary is due at `now`: yesterday from 08:00, the day before until then. */
export function summaryDay(now: Date): string {
  const today = startOfIndianDay(now);
  const sinceMidnight = now.getTime() - today.getTime();
  return indianIsoDay(today.getTime() - (sinceMidnight >= SUMMARY_HOUR * HOUR_MS ? 1 : 2) * DAY_MS);
}

/** Cancellations made in the period of orders the store had been told of. */
const cancellationsIn = ({ from, to }: Period) =>
  db().orderStatusChange.count({
    where: {
      toStatus: "CANCELLED",
      fromStatus: { in: ORDER_STATUSES.filter(storeKnowsOf) },
      createdAt: { gte: from, lt: to },
    },
  });

/** `day`'s figures, and what waits at `now`. */
export async function dailySummaryOf(day: string, now: Date): Promise<DailySummary> {
  const period = { from: startOfIndianIsoDay(day), to: endOfIndianIsoDay(day) };
  const [{ orders, net }, cancelled, waiting] = await Promise.all([
    salesIn(period),
    cancellationsIn(period),
    workWaitingAt(now),
  ]);
  return { day, orders, net, cancelled, ...waiting };
}

/** Queues the summary due at `now` to each admin who chose it and has not had it; answers how many messages. */
export async function sendDailySummaries(now = new Date()): Promise<number> {
  const day = summaryDay(now);
  const keyOf = (userId: string, channel: "email" | "whatsapp") => `daily-summary:${day}:${userId}:${channel}`;
  return db().$transaction(async (tx) => {
    const due = (await alertedOperators(tx, "DAILY")).flatMap(({ userId, email, whatsApp }) => [
      ...(email ? [{ key: keyOf(userId, "email"), userId, channel: "email" as const, to: email }] : []),
      ...(whatsApp ? [{ key: keyOf(userId, "whatsapp"), userId, channel: "whatsapp" as const, to: whatsApp }] : []),
    ]);
    const keys = due.map(({ key }) => key);
    // One after the other: a transaction's queries share its connection.
    const emails = await tx.emailMessage.findMany({ where: { key: { in: keys } }, select: { key: true } });
    const texts = await tx.textMessage.findMany({ where: { key: { in: keys } }, select: { key: true } });
    const sent = new Set([...emails, ...texts].map(({ key }) => key));
    const unsent = due.filter(({ key }) => !sent.has(key));
    if (unsent.length === 0) return 0;
    const summary = await dailySummaryOf(day, now);
    const dayName = summaryDayName(day);
    const subject = emailTexts(DEFAULT_LOCALE)("dailySummary.subject", { day: dayName });
    const values = {
      day: dayName,
      orders: String(summary.orders),
      net: formatRupees(summary.net),
      cancelled: String(summary.cancelled),
      toPack: String(summary.toPack),
      toConfirm: String(summary.toConfirm),
      toReview: String(summary.toReview),
    };
    for (const { key, userId, channel, to } of unsent) {
      if (channel === "email") {
        await queueEmail(tx, { key, recipient: to, subject, template: "dailySummary", data: summary });
      } else {
        await queueTextMessage(tx, {
          key,
          channel: "WHATSAPP",
          recipient: to,
          template: "store_daily_summary",
          locale: DEFAULT_LOCALE,
          values,
          notBefore: new Date(),
          userId,
        });
      }
    }
    return unsent.length;
  });
}
