/**
 * An admin's alerts of new orders (/admin/alerts): each new order or a daily summary, by e-mail to
 * their account's address and/or on WhatsApp at their account's mobile. Each channel's choice is
 * their consent to it, explicit (nothing is ticked for them) and revocable on the same page: every
 * change of what a channel brings is recorded with the page's words, as a customer's consent is
 * (lib/messaging/consent.ts). An operator's consent is their own, never a customer's.
 */
import "server-only";
import { db } from "../db";
import { env } from "../env";
import type { ConsentPurpose, OperatorAlertFrequency, Prisma } from "../generated/prisma/client";
import { badRequest, forbidden } from "../http/errors";
import { writeConsentRecord } from "../messaging/consent";
import { messagingNumber, spokenNumber } from "../messaging/phone";
import type { OperatorAlertChoice } from "../validation/operator-alerts";
import { alertConsentWording, type AlertChannel } from "./wording";

export interface OperatorAlertSettings extends OperatorAlertChoice {
  /** Where each channel goes, as the page names it; null when the account has none. */
  email: string | null;
  phone: string | null;
  /** Whether the store runs WhatsApp (lib/messaging/config.ts): it is not offered when off. */
  whatsAppAvailable: boolean;
}

const NO_ALERTS: OperatorAlertChoice = { newOrders: "OFF", byEmail: false, byWhatsApp: false };

const CHANNELS = [
  { channel: "email", purpose: "OPERATOR_EMAIL_ALERTS", ticked: "byEmail" },
  { channel: "whatsapp", purpose: "OPERATOR_WHATSAPP_ALERTS", ticked: "byWhatsApp" },
] as const satisfies readonly { channel: AlertChannel; purpose: ConsentPurpose; ticked: keyof OperatorAlertChoice }[];

/** What a channel brings under a choice: its frequency, or null. */
const onChannel = (choice: OperatorAlertChoice, ticked: "byEmail" | "byWhatsApp"): OperatorAlertFrequency | null =>
  choice[ticked] && choice.newOrders !== "OFF" ? choice.newOrders : null;

async function readAdmin(tx: Prisma.TransactionClient, userId: string) {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: {
      role: true,
      email: true,
      phone: true,
      operatorAlert: { select: { newOrders: true, byEmail: true, byWhatsApp: true } },
    },
  });
  if (user?.role !== "ADMIN") throw forbidden("Only store administrators can do this");
  const number = user.phone ? messagingNumber(user.phone) : null;
  return { ...user, choice: user.operatorAlert ?? NO_ALERTS, phone: number && spokenNumber(number) };
}

export async function operatorAlertSettings(userId: string): Promise<OperatorAlertSettings> {
  const { choice, email, phone } = await db().$transaction((tx) => readAdmin(tx, userId));
  return { ...choice, email, phone, whatsAppAvailable: env().messaging.whatsApp !== null };
}

/** Saves the admin's choice, recording the consent of each channel whose alerts it changes. */
export async function changeOperatorAlerts(
  userId: string,
  choice: OperatorAlertChoice,
): Promise<OperatorAlertSettings> {
  await db().$transaction(async (tx) => {
    // One change at a time per admin: each record follows the one before.
    await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
    const admin = await readAdmin(tx, userId);
    if (choice.byEmail && !admin.email) throw badRequest("E-mail alerts need an e-mail address on your account");
    if (choice.byWhatsApp && !env().messaging.whatsApp) throw badRequest("This store does not send WhatsApp messages");
    if (choice.byWhatsApp && !admin.phone) {
      throw badRequest("WhatsApp alerts need an Indian mobile number on your account");
    }
    await tx.operatorAlert.upsert({ where: { userId }, create: { userId, ...choice }, update: choice });
    for (const { channel, purpose, ticked } of CHANNELS) {
      const [was, now] = [onChannel(admin.choice, ticked), onChannel(choice, ticked)];
      if (was === now) continue;
      const to = (channel === "email" ? admin.email : admin.phone) ?? "no address on the account";
      // Given: the words of what it now brings; withdrawn: of what it brought.
      const wording = alertConsentWording((now ?? was)!, channel, to);
      await writeConsentRecord(tx, { userId, purpose, granted: now !== null, wording, locale: "en", source: "admin" });
    }
  });
  return operatorAlertSettings(userId);
}
