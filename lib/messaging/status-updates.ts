/**
 * What the providers report of a sent message (WhatsApp's status webhooks, MSG91's delivery
 * reports): sent, delivered, read or failed. Reports come late, twice or out of order, so a state
 * only moves forward (sent, then delivered, then read) and a failure counts only before delivery.
 * A WhatsApp message that fails falls back to SMS. What a delivered message cost is kept with it.
 */
import "server-only";
import { db } from "../db";
import type { TextMessageState } from "../generated/prisma/client";
import { log } from "../log";
import { fallBackToSms } from "./fallback";

export type ReportedStatus = "sent" | "delivered" | "read" | "failed";

export interface StatusReport {
  /** The provider's id for the message (a wamid, MSG91's request id). */
  providerId: string;
  /** The store's id, when the provider echoes it (WhatsApp's callback data). */
  messageId?: string;
  /** The phone, when one provider id covers several (an MSG91 request). */
  recipient?: string;
  status: ReportedStatus;
  at: Date;
  error?: { code: string; title: string };
  /** What the provider bills for it, in hundredths of a paisa, once delivered. */
  costCentipaise?: number;
}

const PROGRESS: Partial<Record<TextMessageState, number>> = { PENDING: 0, SENT: 1, DELIVERED: 2, READ: 3 };
const REPORTED: Record<Exclude<ReportedStatus, "failed">, TextMessageState> = {
  sent: "SENT",
  delivered: "DELIVERED",
  read: "READ",
};

/** The state after `report`, or null when it changes nothing. */
function nextState(current: TextMessageState, status: ReportedStatus): TextMessageState | null {
  if (status === "failed") return current === "PENDING" || current === "SENT" ? "FAILED" : null;
  const next = REPORTED[status];
  // A delivery after a reported failure means it did arrive after all.
  if (current === "FAILED") return next === "SENT" ? null : next;
  const rank = PROGRESS[current];
  return rank !== undefined && PROGRESS[next]! > rank ? next : null;
}

/** Applies a provider's report to the message it is about; a report of no message of the store's is ignored. */
export async function applyStatusReport(report: StatusReport): Promise<void> {
  await db().$transaction(async (tx) => {
    const reported = () => tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM text_messages
      WHERE ("providerId" = ${report.providerId} OR (id = ${report.messageId ?? null} AND "providerId" IS NULL))
        AND (${report.recipient ?? null}::text IS NULL OR recipient = ${report.recipient ?? null})
      FOR UPDATE`;
    let [found] = await reported();
    if (!found && report.recipient) {
      // A report can overtake the send's commit, which records the provider's id: wait for the
      // sends to that phone still under way, then look again.
      await tx.$queryRaw`SELECT id FROM text_messages WHERE recipient = ${report.recipient} AND state = 'pending' FOR UPDATE`;
      [found] = await reported();
    }
    if (!found) {
      log.info("text_message_report_unmatched", { providerId: report.providerId, status: report.status });
      return;
    }
    const message = await tx.textMessage.findUniqueOrThrow({ where: { id: found.id } });
    const state = nextState(message.state, report.status);
    const cost =
      report.costCentipaise !== undefined && message.costCentipaise === null ? report.costCentipaise : undefined;
    if (!state && cost === undefined) return;
    await tx.textMessage.update({
      where: { id: message.id },
      data: {
        ...(state && { state }),
        providerId: message.providerId ?? report.providerId,
        ...(cost !== undefined && { costCentipaise: cost }),
        ...(state === "SENT" && !message.sentAt && { sentAt: report.at }),
        ...((state === "DELIVERED" || state === "READ") && !message.deliveredAt && { deliveredAt: report.at }),
        ...(state === "READ" && { readAt: report.at }),
        ...(state === "FAILED" && {
          failedAt: report.at,
          errorCode: report.error?.code,
          errorTitle: report.error?.title,
        }),
      },
    });
    if (state === "FAILED") await fallBackToSms(tx, message);
  });
}
