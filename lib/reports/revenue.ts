/**
 * What the shop has earned (issue #36), defined once for the dashboard and every report. An order
 * counts from the day it was placed (in India) once its money is the shop's: paid (online, by
 * bank transfer, by gift cards and store credit, or its cash on delivery recorded), or a cash on
 * delivery order delivered. It counts as it stands now — units cancelled before dispatch are no
 * longer in it — less what went back: all of it once cancelled or returned undelivered, else its
 * refunded returns. Unpaid, failed, unconfirmed and undelivered cash orders are no revenue.
 * A past period's figures can therefore fall as its orders are returned; docs/REPORTS.md says more.
 */
import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import type { Paise } from "../money";
import type { Period } from "./period";

/** Orders `o` whose money the shop has. */
export const EARNED = Prisma.sql`(o."paid" OR (o."paymentMethod" = 'cod' AND o."status" = 'Delivered'))`;

/**
 * Orders `o` with `rr`, the sum of each one's refunded returns: what REFUNDED reads. Returns are
 * few beside orders, so they are summed once and joined by hash, not looked up order by order.
 */
export const ORDERS_WITH_REFUNDS = Prisma.sql`"orders" o LEFT JOIN (
  SELECT r."orderId", sum(r."refundAmount") AS "refunded" FROM "return_requests" r
  WHERE r."status" = 'REFUNDED' GROUP BY 1) rr ON rr."orderId" = o."id"`;

/** What went back of an earned order `o` (FROM ORDERS_WITH_REFUNDS), in rupees (numeric). */
export const REFUNDED = Prisma.sql`(CASE WHEN o."status" IN ('Cancelled', 'Returned to seller') THEN o."amount"
  ELSE coalesce(rr."refunded", 0) END)`;

/** Orders `o` placed in the period. */
export const placedIn = ({ from, to }: Period) =>
  Prisma.sql`o."createdAt" >= ${from}::timestamp AND o."createdAt" < ${to}::timestamp`;

/** Rupees (numeric) summed in SQL as whole paise. */
export const paiseSum = (rupees: Prisma.Sql) => Prisma.sql`coalesce(round(sum(${rupees}) * 100), 0)::bigint`;

/** An earned order's figures summed: what the report's headline, series and dashboard show. */
export interface SalesFigures {
  orders: number;
  /** The items at their prices, before promotions. */
  gross: Paise;
  discounts: Paise;
  shipping: Paise;
  /** gross − discounts + shipping: what the orders came to. */
  sales: Paise;
  refunds: Paise;
  /** sales − refunds. */
  net: Paise;
}

/** The SELECT list of SalesFigures over earned orders `o` (FROM ORDERS_WITH_REFUNDS). */
export const SALES_COLUMNS = Prisma.sql`count(*)::int AS "orders", ${paiseSum(Prisma.sql`o."subtotal"`)} AS "gross",
  ${paiseSum(Prisma.sql`o."discount"`)} AS "discounts", ${paiseSum(Prisma.sql`o."shipping"`)} AS "shipping",
  ${paiseSum(Prisma.sql`o."amount"`)} AS "sales", ${paiseSum(REFUNDED)} AS "refunds"`;

type SalesRow = Record<Exclude<keyof SalesFigures, "net">, number | bigint>;

export function toSalesFigures(row: SalesRow | undefined): SalesFigures {
  const figure = (key: keyof SalesRow) => Number(row?.[key] ?? 0);
  const sales = figure("sales");
  const refunds = figure("refunds");
  return {
    orders: figure("orders"),
    gross: figure("gross"),
    discounts: figure("discounts"),
    shipping: figure("shipping"),
    sales,
    refunds,
    net: sales - refunds,
  };
}

/** The earned orders placed in the period, summed. */
export async function salesIn(period: Period): Promise<SalesFigures> {
  const [row] = await db().$queryRaw<SalesRow[]>`
    SELECT ${SALES_COLUMNS} FROM ${ORDERS_WITH_REFUNDS} WHERE ${EARNED} AND ${placedIn(period)}`;
  return toSalesFigures(row);
}
