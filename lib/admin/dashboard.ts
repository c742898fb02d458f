/**
 * The operators' dashboard: orders and revenue today and this week (India's calendar), orders
 * waiting to be packed or for their customer's confirmation, and products running low or out of stock.
 */
import "server-only";
import { LOW_STOCK_THRESHOLD } from "../catalog/stock";
import { startOfIndianDay, startOfIndianWeek } from "../dates";
import { db } from "../db";
import type { OrderStatus } from "../generated/prisma/enums";
import { toPaise, type Paise } from "../money";

/** Orders that count as sales: not unpaid, failed, cancelled or coming back undelivered. */
const SOLD: OrderStatus[] = ["ORDER_PLACED", "PACKING", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERY_FAILED", "DELIVERED"];

async function salesSince(since: Date): Promise<{ orders: number; revenue: Paise }> {
  const result = await db().order.aggregate({
    where: { createdAt: { gte: since }, status: { in: SOLD } },
    _count: true,
    _sum: { amount: true },
  });
  return { orders: result._count, revenue: result._sum.amount ? toPaise(result._sum.amount) : 0 };
}

export async function dashboardSummary(now = new Date()) {
  const [today, week, toPack, toConfirm, lowStock, outOfStock] = await Promise.all([
    salesSince(startOfIndianDay(now)),
    salesSince(startOfIndianWeek(now)),
    db().order.count({ where: { status: "ORDER_PLACED" } }),
    db().order.count({ where: { status: "AWAITING_CONFIRMATION" } }),
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
  return { today, week, toPack, toConfirm, lowStock, outOfStock };
}
