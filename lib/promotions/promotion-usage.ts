/**
 * What each promotion has done, for the admin: the orders that used it and went ahead (a
 * cancelled order's use is released), the discount it gave, the shipping it waived and the
 * revenue of those orders; and a promotion's codes with their uses, as CSV.
 */
import "server-only";
import { csvCell, csvDocument } from "../csv";
import { indianIsoDay } from "../dates";
import { db } from "../db";
import type { PromotionBenefit } from "../generated/prisma/enums";
import { notFound } from "../http/errors";
import { toPaise, toRupeeString, type Paise } from "../money";

export interface PromotionUsage {
  id: string;
  name: string;
  benefit: PromotionBenefit;
  automatic: boolean;
  paused: boolean;
  startsAt: Date;
  endsAt: Date | null;
  codes: number;
  orders: number;
  discount: Paise;
  shippingWaived: Paise;
  revenue: Paise;
}

interface UsageRow {
  id: string;
  codes: bigint;
  orders: bigint;
  discount: string;
  shippingWaived: string;
  revenue: string;
}

/** Every promotion (or the one with `promotionId`), newest first, with its uses. */
export async function listPromotionUsage(promotionId?: string): Promise<PromotionUsage[]> {
  const [promotions, usage] = await Promise.all([
    db().promotion.findMany({ where: { id: promotionId }, orderBy: { createdAt: "desc" } }),
    db().$queryRaw<UsageRow[]>`
      SELECT p."id",
             (SELECT count(*) FROM "promotion_codes" c WHERE c."promotionId" = p."id") AS "codes",
             count(r."id") AS "orders",
             coalesce(sum(r."discount"), 0)::text AS "discount",
             coalesce(sum(r."shippingWaived"), 0)::text AS "shippingWaived",
             coalesce(sum(o."amount"), 0)::text AS "revenue"
      FROM "promotions" p
      LEFT JOIN "promotion_redemptions" r ON r."promotionId" = p."id" AND r."releasedAt" IS NULL
      LEFT JOIN "orders" o ON o."id" = r."orderId"
      WHERE ${promotionId ?? null}::text IS NULL OR p."id" = ${promotionId ?? null}
      GROUP BY p."id"`,
  ]);
  const byId = new Map(usage.map((row) => [row.id, row]));
  return promotions.map((promotion) => {
    const row = byId.get(promotion.id);
    return {
      id: promotion.id,
      name: promotion.name,
      benefit: promotion.benefit,
      automatic: promotion.automatic,
      paused: promotion.paused,
      startsAt: promotion.startsAt,
      endsAt: promotion.endsAt,
      codes: Number(row?.codes ?? 0),
      orders: Number(row?.orders ?? 0),
      discount: toPaise(row?.discount ?? "0"),
      shippingWaived: toPaise(row?.shippingWaived ?? "0"),
      revenue: toPaise(row?.revenue ?? "0"),
    };
  });
}

/** The promotion's codes as CSV: each with whether it is single-use and the orders it went ahead on. */
export async function promotionCodesCsv(promotionId: string): Promise<string> {
  const promotion = await db().promotion.findUnique({
    where: { id: promotionId },
    select: {
      codes: {
        orderBy: { createdAt: "asc" },
        select: {
          code: true,
          singleUse: true,
          redemptions: { where: { releasedAt: null }, select: { orderId: true, discount: true, createdAt: true } },
        },
      },
    },
  });
  if (!promotion) throw notFound("Promotion not found");
  const rows = promotion.codes.map((code) => [
    csvCell(code.code),
    code.singleUse ? "yes" : "no",
    String(code.redemptions.length),
    csvCell(code.redemptions.map((use) => use.orderId).join(" ")),
    toRupeeString(code.redemptions.reduce((sum, use) => sum + toPaise(use.discount), 0)),
    csvCell(code.redemptions.map((use) => indianIsoDay(use.createdAt)).join(" ")),
  ]);
  return csvDocument(["Code", "Single use", "Orders", "Order ids", "Discount (INR)", "Used on"], rows);
}
