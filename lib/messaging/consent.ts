/**
 * A customer's consent to order updates on WhatsApp and by SMS (WhatsApp's Business Policy, India's
 * DPDP Act): given by a choice the customer makes (never pre-ticked), withdrawn as easily (the
 * profile, the API, a STOP reply), and every change recorded with its words, language, source and
 * time. The user's columns mirror the latest record, for the queries that pick a channel.
 */
import "server-only";
import type { ConsentPurpose, Prisma } from "../generated/prisma/client";
import type { Locale } from "../i18n/locales";

/** Where a choice was made: the shopper's screens, a STOP reply, or an operator's alerts page. */
export type ConsentSource = "checkout" | "profile" | "api" | "whatsapp" | "admin";

export interface ConsentRecordInput {
  userId: string;
  purpose: ConsentPurpose;
  granted: boolean;
  /** The words beside the choice as the customer read them, or the reply that withdrew it. */
  wording: string;
  locale: Locale;
  source: ConsentSource;
}

const COLUMN = { WHATSAPP_UPDATES: "whatsappUpdates", SMS_UPDATES: "smsUpdates" } as const;

/** A customer's change of their updates, whose latest the user's columns mirror. */
export interface ConsentChange extends ConsentRecordInput {
  purpose: keyof typeof COLUMN;
}

/** Writes the record of a choice; records are never updated (an operator's alerts write theirs too). */
export async function writeConsentRecord(tx: Prisma.TransactionClient, record: ConsentRecordInput): Promise<void> {
  const { userId, purpose, granted, wording, locale, source } = record;
  await tx.consentRecord.create({ data: { userId, purpose, granted, wording, locale, source } });
}

/** Records the change and applies it; a choice that changes nothing is not recorded again. */
export async function recordConsent(tx: Prisma.TransactionClient, change: ConsentChange): Promise<boolean> {
  const column = COLUMN[change.purpose];
  const user = await tx.user.findUniqueOrThrow({
    where: { id: change.userId },
    select: { whatsappUpdates: true, smsUpdates: true },
  });
  if (user[column] === change.granted) return false;
  await writeConsentRecord(tx, change);
  await tx.user.update({ where: { id: change.userId }, data: { [column]: change.granted } });
  return true;
}
