/**
 * Where the money comes from and how it is paid (issue #36): the earned orders placed in a period
 * (./revenue.ts) by state and pincode of delivery and by payment method, and how the period's
 * online payment attempts ended, by PhonePe's instrument where it said.
 */
import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import type { PaymentMethod } from "../generated/prisma/enums";
import type { Paise } from "../money";
import type { Period } from "./period";
import { EARNED, ORDERS_WITH_REFUNDS, paiseSum, placedIn, REFUNDED } from "./revenue";

export interface PlaceRow {
  key: string;
  orders: number;
  net: Paise;
}

const PLACES = {
  state: Prisma.sql`coalesce(nullif(o."address" ->> 'state', ''), 'Unknown')`,
  pincode: Prisma.sql`coalesce(nullif(o."address" ->> 'pincode', ''), 'Unknown')`,
} as const;

export type Place = keyof typeof PLACES;

/** The states (or pincodes) with the most net sales, at most `limit`. */
export async function salesByPlace(place: Place, period: Period, limit = 20): Promise<PlaceRow[]> {
  const rows = await db().$queryRaw<{ key: string; orders: number; net: bigint }[]>`
    SELECT ${PLACES[place]} AS "key", count(*)::int AS "orders",
           ${paiseSum(Prisma.sql`o."amount" - ${REFUNDED}`)} AS "net"
    FROM ${ORDERS_WITH_REFUNDS} WHERE ${EARNED} AND ${placedIn(period)}
    GROUP BY 1 ORDER BY "net" DESC, "key" ASC LIMIT ${limit}`;
  return rows.map((row) => ({ ...row, net: Number(row.net) }));
}

export interface MethodRow {
  method: PaymentMethod;
  orders: number;
  net: Paise;
}

/** Net sales by the way the orders were paid (a bank transfer order paid online counts as PhonePe). */
export async function salesByMethod(period: Period): Promise<MethodRow[]> {
  const rows = await db().$queryRaw<{ method: PaymentMethod; orders: number; net: bigint }[]>`
    SELECT CASE o."paymentMethod" WHEN 'cod' THEN 'COD' WHEN 'phonepe' THEN 'PHONEPE'
             WHEN 'credit' THEN 'CREDIT' ELSE 'BANK_TRANSFER' END AS "method",
           count(*)::int AS "orders", ${paiseSum(Prisma.sql`o."amount" - ${REFUNDED}`)} AS "net"
    FROM ${ORDERS_WITH_REFUNDS} WHERE ${EARNED} AND ${placedIn(period)}
    GROUP BY 1 ORDER BY "net" DESC, "method" ASC`;
  return rows.map((row) => ({ ...row, net: Number(row.net) }));
}

export interface AttemptRow {
  /** PhonePe's instrument ("UPI_INTENT", "CARD"…), or "Not known" when the payment said none. */
  instrument: string;
  succeeded: number;
  failed: number;
}

/**
 * The online payment attempts started in the period that have ended: paid, or failed or expired.
 * A failed attempt often names no instrument: it shows as "Not known".
 */
export async function paymentAttempts(period: Period): Promise<AttemptRow[]> {
  return db().$queryRaw<AttemptRow[]>`
    SELECT coalesce(a."paymentMode", 'Not known') AS "instrument",
           count(*) FILTER (WHERE a."state" = 'COMPLETED')::int AS "succeeded",
           count(*) FILTER (WHERE a."state" IN ('FAILED', 'EXPIRED'))::int AS "failed"
    FROM "payment_attempts" a
    WHERE a."createdAt" >= ${period.from}::timestamp AND a."createdAt" < ${period.to}::timestamp
      AND a."state" <> 'PENDING'
    GROUP BY 1 ORDER BY count(*) DESC, 1 ASC`;
}
