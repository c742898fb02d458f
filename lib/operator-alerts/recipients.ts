/**
 * Who gets the operators' alerts, and where: each admin whose choice (operator_alerts) asks for
 * them, on each channel they ticked that reaches them — their account's e-mail, their mobile on
 * WhatsApp while the store runs WhatsApp. Only admins: an account that is no longer one gets
 * nothing, whatever it chose.
 */
import "server-only";
import { env } from "../env";
import type { OperatorAlert, Prisma, User } from "../generated/prisma/client";
import { messagingNumber } from "../messaging/phone";

type Account = Pick<User, "role" | "email" | "phone">;
type AlertChoice = Pick<OperatorAlert, "newOrders" | "byEmail" | "byWhatsApp">;

export interface AlertedOperator {
  userId: string;
  email: string | null;
  /** 91 and ten digits. */
  whatsApp: string | null;
}

/** Where an account's alerts go now: each channel it chose that reaches it, else null. */
export function alertChannels(account: Account, choice: AlertChoice | null): Omit<AlertedOperator, "userId"> {
  const on = account.role === "ADMIN" && choice !== null && choice.newOrders !== "OFF";
  const email = on && choice.byEmail ? account.email : null;
  const phone = on && choice.byWhatsApp && env().messaging.whatsApp ? account.phone : null;
  return { email, whatsApp: phone ? messagingNumber(phone) : null };
}

/** The admins who chose `frequency`, with where each one's alerts go; none without a channel. */
export async function alertedOperators(
  tx: Prisma.TransactionClient,
  frequency: "EACH" | "DAILY",
): Promise<AlertedOperator[]> {
  const rows = await tx.operatorAlert.findMany({
    where: { newOrders: frequency, user: { role: "ADMIN" } },
    select: {
      userId: true,
      newOrders: true,
      byEmail: true,
      byWhatsApp: true,
      user: { select: { role: true, email: true, phone: true } },
    },
    orderBy: { userId: "asc" },
  });
  return rows
    .map(({ userId, user, ...choice }) => ({ userId, ...alertChannels(user, choice) }))
    .filter(({ email, whatsApp }) => email !== null || whatsApp !== null);
}
