/**
 * What the store's messages cost: each delivered message keeps its price in hundredths of a paisa
 * (WhatsApp's are fractions of a paisa: ₹0.115), set from the rates configured (WHATSAPP_PRICE_*,
 * SMS_PRICE). The admin's dashboard shows the month's total by channel, in India's calendar month.
 */
import "server-only";
import { db } from "../db";
import { indianIsoDay, startOfIndianIsoDay } from "../dates";
import type { MessageChannel } from "../generated/prisma/client";
import type { Paise } from "../money";

const CENTIPAISE_PER_RUPEE = 10_000;

/** "₹0.115", "₹12.50": rupees to as many of four decimals as the amount needs (two at least). */
export function formatCentipaise(centipaise: number): string {
  const rupees = Math.floor(centipaise / CENTIPAISE_PER_RUPEE).toLocaleString("en-IN");
  const fraction = String(centipaise % CENTIPAISE_PER_RUPEE)
    .padStart(4, "0")
    .replace(/0+$/, "")
    .padEnd(2, "0");
  return `₹${rupees}.${fraction}`;
}

/** Hundredths of a paisa to paise, half a paisa up, for a total shown as money. */
export const centipaiseToPaise = (centipaise: number): Paise => Math.round(centipaise / 100);

export interface ChannelCost {
  channel: MessageChannel;
  messages: number;
  centipaise: number;
}

/** Messages sent since the first of this month (India's calendar) and their cost, by channel. */
export async function monthlyMessageCosts(now = new Date()): Promise<ChannelCost[]> {
  const monthStart = startOfIndianIsoDay(`${indianIsoDay(now).slice(0, 8)}01`);
  const rows = await db().textMessage.groupBy({
    by: ["channel"],
    where: { createdAt: { gte: monthStart }, sentAt: { not: null } },
    _count: { _all: true },
    _sum: { costCentipaise: true },
  });
  return (["WHATSAPP", "SMS"] as const).map((channel) => {
    const row = rows.find((candidate) => candidate.channel === channel);
    return { channel, messages: row?._count._all ?? 0, centipaise: row?._sum.costCentipaise ?? 0 };
  });
}
