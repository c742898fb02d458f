/**
 * Who buys and what (issue #36): new and returning customers, the products and categories that
 * sell most, over the earned orders placed in a period (./revenue.ts). A customer is new in the
 * period when their first earned order ever was placed in it.
 */
import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import type { Paise } from "../money";
import type { Period } from "./period";
import { EARNED, ORDERS_WITH_REFUNDS, paiseSum, placedIn, REFUNDED } from "./revenue";

export interface CustomerGroup {
  kind: "new" | "returning";
  customers: number;
  orders: number;
  net: Paise;
}

export async function customerGroups(period: Period): Promise<CustomerGroup[]> {
  const rows = await db().$queryRaw<{ kind: "new" | "returning"; customers: number; orders: number; net: bigint }[]>`
    WITH "firsts" AS (
      SELECT o."userId", min(o."createdAt") AS "first" FROM "orders" o
      WHERE ${EARNED} AND o."createdAt" < ${period.to}::timestamp GROUP BY 1)
    SELECT CASE WHEN f."first" >= ${period.from}::timestamp THEN 'new' ELSE 'returning' END AS "kind",
           count(DISTINCT o."userId")::int AS "customers", count(*)::int AS "orders",
           ${paiseSum(Prisma.sql`o."amount" - ${REFUNDED}`)} AS "net"
    FROM ${ORDERS_WITH_REFUNDS} JOIN "firsts" f ON f."userId" = o."userId"
    WHERE ${EARNED} AND ${placedIn(period)}
    GROUP BY 1`;
  return (["new", "returning"] as const).map((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return { kind, customers: row?.customers ?? 0, orders: row?.orders ?? 0, net: Number(row?.net ?? 0) };
  });
}

export interface SellerRow {
  key: string;
  label: string;
  /** Units in the orders as they stand (cancelled units left out). */
  units: number;
  /** Their price after promotions. */
  sales: Paise;
  /** Units of them refunded on return. */
  returned: number;
}

/** Lines of earned orders that went ahead (not cancelled or returned undelivered as a whole). */
const SOLD_LINES = (period: Period) => Prisma.sql`
  FROM "order_items" i JOIN "orders" o ON o."id" = i."orderId" LEFT JOIN "products" p ON p."id" = i."productId"
  LEFT JOIN (SELECT ri."orderItemId", sum(ri."quantity") AS "quantity" FROM "return_items" ri
             JOIN "return_requests" r ON r."id" = ri."returnRequestId" AND r."status" = 'REFUNDED'
             GROUP BY 1) ri ON ri."orderItemId" = i."id"
  WHERE ${EARNED} AND ${placedIn(period)} AND o."status" NOT IN ('Cancelled', 'Returned to seller')`;

const SELLER_COLUMNS = Prisma.sql`sum(i."quantity")::int AS "units",
  ${paiseSum(Prisma.sql`i."unitPrice" * i."quantity" - i."discount"`)} AS "sales",
  coalesce(sum(ri."quantity"), 0)::int AS "returned"`;

type SellerSqlRow = Omit<SellerRow, "sales"> & { sales: bigint };
const toSeller = (row: SellerSqlRow): SellerRow => ({ ...row, sales: Number(row.sales) });

/** The products that sold most by value, a deleted product by the name it was sold under. */
export async function topProducts(period: Period, limit = 10): Promise<SellerRow[]> {
  const rows = await db().$queryRaw<SellerSqlRow[]>`
    SELECT coalesce(i."productId", i."name") AS "key", min(i."name") AS "label", ${SELLER_COLUMNS}
    ${SOLD_LINES(period)}
    GROUP BY 1 ORDER BY "sales" DESC, "key" ASC LIMIT ${limit}`;
  return rows.map(toSeller);
}

/** The categories by value, as the products are filed now. */
export async function topCategories(period: Period, limit = 20): Promise<SellerRow[]> {
  const rows = await db().$queryRaw<SellerSqlRow[]>`
    SELECT coalesce(p."category", 'No longer sold') AS "key", coalesce(p."category", 'No longer sold') AS "label",
           ${SELLER_COLUMNS}
    ${SOLD_LINES(period)}
    GROUP BY 1 ORDER BY "sales" DESC, "key" ASC LIMIT ${limit}`;
  return rows.map(toSeller);
}
