/**
 * The operators' dashboard: orders and revenue today and this week (India's calendar), as the
 * reports count them (lib/reports/revenue.ts: earned money, net of refunds), and products running
 * low or out of stock. What waits for the operator is ./todays-work.ts.
 */
import "server-only";
import { LOW_STOCK, OUT_OF_STOCK } from "../catalog/admin-product-list";
import { startOfIndianDay, startOfIndianWeek } from "../dates";
import { db } from "../db";
import type { Paise } from "../money";
import { salesIn } from "../reports/revenue";

/** The earned orders placed since `since`, and their revenue net of refunds. */
async function salesSince(since: Date, now: Date): Promise<{ orders: number; revenue: Paise }> {
  const { orders, net } = await salesIn({ from: since, to: now });
  return { orders, revenue: net };
}

export async function dashboardSummary(now = new Date()) {
  const [today, week, lowStock, outOfStock] = await Promise.all([
    salesSince(startOfIndianDay(now), now),
    salesSince(startOfIndianWeek(now), now),
    db().product.findMany({
      where: LOW_STOCK,
      select: { id: true, name: true, stockQuantity: true },
      orderBy: [{ stockQuantity: "asc" }, { name: "asc" }],
    }),
    db().product.findMany({
      where: OUT_OF_STOCK,
      select: { id: true, name: true, stockQuantity: true },
      orderBy: { name: "asc" },
    }),
  ]);
  return { today, week, lowStock, outOfStock };
}
