/**
 * Which promotions a customer may use now, from the database: running (started, not ended, not
 * paused), meant for them (the customers it names, a first order), and within its usage limits,
 * counting the uses of orders that went ahead (a cancelled order's use is released). The order
 * placement calls these inside its transaction, the account and the limited promotions locked
 * (./redemptions.ts), so parallel orders cannot pass a limit together.
 */
import "server-only";
import type { Database } from "../db";
import type { Prisma, Promotion } from "../generated/prisma/client";
import { toPaise } from "../money";
import type { Benefit, Offer } from "./offers";
import type { CodeRefusal } from "./promotion-view";

/** The store's client, or the placement's transaction. */
export type PromotionReader = Pick<Database, "promotion" | "promotionCode" | "promotionRedemption" | "order">;

/** A promotion as the engine computes it, with what the shopper is told of it. */
export interface PromotionOffer extends Offer {
  name: string;
  nameHi: string;
  /** When it ends, shown as it is (no invented countdown). */
  endsAt: Date | null;
  /** Set when reached through a code. */
  code: { id: string; code: string; singleUse: boolean } | null;
  limited: boolean;
}

/** A code as shoppers type it, as it is stored: upper case, spaces dropped. */
export const normalizeCode = (typed: string): string => typed.replace(/\s+/g, "").toUpperCase();

function benefitOf(row: Promotion): Benefit {
  const percent = row.percent ?? 0;
  switch (row.benefit) {
    case "PERCENT_OFF":
      return { kind: "PERCENT_OFF", percent, maxDiscount: row.maxDiscount === null ? null : toPaise(row.maxDiscount) };
    case "AMOUNT_OFF":
      return { kind: "AMOUNT_OFF", amount: toPaise(row.amountOff ?? "0") };
    case "BUY_X_GET_Y":
      return {
        kind: "BUY_X_GET_Y",
        buyQuantity: row.buyQuantity ?? 1,
        getQuantity: row.getQuantity ?? 1,
        getPercentOff: percent,
        getProductId: row.getProductId,
      };
    case "QUANTITY_TIER":
      return { kind: "QUANTITY_TIER", minQuantity: row.minQuantity ?? 1, percent };
    case "FREE_SHIPPING":
      return { kind: "FREE_SHIPPING" };
  }
}

export function toPromotionOffer(row: Promotion, code: PromotionOffer["code"] = null): PromotionOffer {
  return {
    id: row.id,
    benefit: benefitOf(row),
    minOrderValue: toPaise(row.minOrderValue),
    prepaidOnly: row.prepaidOnly,
    productIds: row.productIds,
    categories: row.categories,
    name: row.name,
    nameHi: row.nameHi,
    endsAt: row.endsAt,
    code,
    limited: row.usageLimit !== null || (code?.singleUse ?? false),
  };
}

const running = (now: Date): Prisma.PromotionWhereInput => ({
  paused: false,
  startsAt: { lte: now },
  OR: [{ endsAt: null }, { endsAt: { gt: now } }],
});

/** Orders of the customer that went ahead: placed, and not cancelled or failed. */
async function hasEarlierOrder(reader: PromotionReader, userId: string): Promise<boolean> {
  const order = await reader.order.findFirst({
    where: { userId, status: { notIn: ["PAYMENT_FAILED", "CANCELLED"] } },
    select: { id: true },
  });
  return order !== null;
}

/** Uses still standing: in all, and by this customer, per promotion. */
async function usesOf(reader: PromotionReader, promotionIds: string[], userId: string | null) {
  const active = { promotionId: { in: promotionIds }, releasedAt: null };
  const [all, mine] = await Promise.all([
    reader.promotionRedemption.groupBy({ by: ["promotionId"], where: active, _count: true }),
    userId
      ? reader.promotionRedemption.groupBy({ by: ["promotionId"], where: { ...active, userId }, _count: true })
      : Promise.resolve([]),
  ]);
  const count = (rows: { promotionId: string; _count: number }[]) =>
    new Map(rows.map((row) => [row.promotionId, row._count]));
  return { all: count(all), mine: count(mine) };
}

/** Why this customer may not use the promotion now, or null. */
function limitRefusal(
  row: Promotion,
  uses: Awaited<ReturnType<typeof usesOf>>,
  firstOrder: boolean,
): CodeRefusal | null {
  if (row.usageLimit !== null && (uses.all.get(row.id) ?? 0) >= row.usageLimit) return "usedUp";
  if (row.perCustomerLimit !== null && (uses.mine.get(row.id) ?? 0) >= row.perCustomerLimit) return "alreadyUsed";
  if (row.firstOrderOnly && !firstOrder) return "firstOrderOnly";
  return null;
}

/** The automatic offers a customer (or a visitor, `userId` null) gets now. */
export async function automaticOffers(
  reader: PromotionReader,
  userId: string | null,
  now: Date,
): Promise<PromotionOffer[]> {
  const rows = await reader.promotion.findMany({
    where: {
      automatic: true,
      ...running(now),
      AND: [{ OR: [{ customerIds: { isEmpty: true } }, ...(userId ? [{ customerIds: { has: userId } }] : [])] }],
    },
    orderBy: { createdAt: "asc" },
  });
  if (rows.length === 0) return [];
  const [uses, earlier] = await Promise.all([
    usesOf(
      reader,
      rows.map((row) => row.id),
      userId,
    ),
    userId ? hasEarlierOrder(reader, userId) : Promise.resolve(false),
  ]);
  return rows.filter((row) => limitRefusal(row, uses, !earlier) === null).map((row) => toPromotionOffer(row));
}

export type CodeLookup = { offer: PromotionOffer } | { refusal: CodeRefusal; date?: Date };

/**
 * The promotion a code reaches for this customer now, or why not. An unknown code, a paused
 * promotion's and one meant for other customers all answer "unknown": a code says nothing of
 * promotions the shopper cannot use.
 */
export async function offerOfCode(
  reader: PromotionReader,
  userId: string,
  typed: string,
  now: Date,
): Promise<CodeLookup> {
  const found = await reader.promotionCode.findUnique({
    where: { code: normalizeCode(typed) },
    include: { promotion: true },
  });
  const row = found?.promotion;
  if (!found || !row || row.paused || (row.customerIds.length > 0 && !row.customerIds.includes(userId))) {
    return { refusal: "unknown" };
  }
  if (row.startsAt > now) return { refusal: "notStarted", date: row.startsAt };
  if (row.endsAt !== null && row.endsAt <= now) return { refusal: "expired", date: row.endsAt };
  if (found.singleUse) {
    const used = await reader.promotionRedemption.findFirst({ where: { codeId: found.id, releasedAt: null } });
    if (used) return { refusal: used.userId === userId ? "alreadyUsed" : "usedUp" };
  }
  const [uses, earlier] = await Promise.all([usesOf(reader, [row.id], userId), hasEarlierOrder(reader, userId)]);
  const refusal = limitRefusal(row, uses, !earlier);
  if (refusal) return { refusal };
  return { offer: toPromotionOffer(row, { id: found.id, code: found.code, singleUse: found.singleUse }) };
}
