/**
 * The operators' dashboard: orders and revenue today and this week (India's calendar), as the
 * reports count them (lib/reports/revenue.ts: earned money, net of refunds), what waits (orders to
 * pack or awaiting their customer's confirmation, returns to review), and products running low or
 * out of stock.
 */
import "server-only";
import { LOW_STOCK_THRESHOLD } from "../catalog/stock";
import { startOfIndianDay, startOfIndianWeek } from "../dates";
import { db } from "../db";
import type { Paise } from "../money";
import { salesIn } from "../reports/revenue";
import { waitingWork } from "../reports/waiting-work";

/** The earned orders placed since `since`, and their revenue net of refunds. */
async function salesSince(since: Date, now: Date): Promise<{ orders: number; revenue: Paise }> {
  const { orders, net } = await salesIn({ from: since, to: now });
  return { orders, revenue: net };
}

export async function dashboardSummary(now = new Date()) {
  const [today, week, waiting, lowStock, outOfStock] = await Promise.all([
    salesSince(startOfIndianDay(now), now),
    salesSince(startOfIndianWeek(now), now),
    waitingWork(now),
    db().product.findMany({
      where: { inStock: true, stockQuantity: { gt: 0, lte: LOW_STOCK_THRESHOLD } },
      select: { id: true, name: true, stockQuantity: true },
      orderBy: [{ stockQuantity: "asc" }, { name: "asc" }],
    }),
    db().product.findMany({
      where: { OR: [{ inStock: false }, { stockQuantity: 0 }] },
      select: { id: true, name: true, stockQuantity: true },
      orderBy: { name: "asc" },
    }),
  ]);
  return { today, week, ...waiting, lowStock, outOfStock };
}
