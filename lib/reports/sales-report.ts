/**
 * Sales over a period (issue #36): what the earned orders came to (./revenue.ts), the GST in them
 * from their tax invoices less their credit notes (so the figure is the one filed), the average
 * order, and the same by day, week or month in India, beside the period just before.
 */
import "server-only";
import { DAY_MS, indianIsoDay } from "../dates";
import { db } from "../db";
import type { Paise } from "../money";
import { previousPeriod, type Grain, type IndianPeriod, type Period } from "./period";
import {
  EARNED,
  ORDERS_WITH_REFUNDS,
  placedIn,
  SALES_COLUMNS,
  salesIn,
  toSalesFigures,
  type SalesFigures,
} from "./revenue";

export interface SalesSummary extends SalesFigures {
  /** GST in the earned orders: their invoices' less their credit notes'. */
  tax: Paise;
  /** What an order came to on average (sales ÷ orders), to the paisa. */
  averageOrder: Paise;
}

export interface SalesBucket {
  /** The first day of the day, week (Monday) or month, in India: "2026-11-02". */
  start: string;
  figures: SalesFigures;
}

/** The GST in the earned orders placed in the period, as issued (invoices less credit notes). */
async function taxIn(period: Period): Promise<Paise> {
  const [row] = await db().$queryRaw<{ tax: bigint }[]>`
    SELECT coalesce(sum(CASE WHEN d."kind" = 'INVOICE' THEN 1 ELSE -1 END
                        * (d."snapshot" -> 'totals' ->> 'tax')::bigint), 0)::bigint AS "tax"
    FROM "tax_documents" d JOIN "orders" o ON o."id" = d."orderId"
    WHERE ${EARNED} AND ${placedIn(period)}`;
  return Number(row?.tax ?? 0);
}

export async function salesSummary(period: Period): Promise<SalesSummary> {
  const [figures, tax] = await Promise.all([salesIn(period), taxIn(period)]);
  const averageOrder = figures.orders === 0 ? 0 : Math.round(figures.sales / figures.orders);
  return { ...figures, tax, averageOrder };
}

/** The start of each bucket of the period, every one of them, the empty ones too. */
export function bucketStarts(period: IndianPeriod, grain: Grain): string[] {
  const starts: string[] = [];
  let day = bucketOf(period.firstDay, grain);
  while (day <= period.lastDay) {
    starts.push(day);
    day = nextBucket(day, grain);
  }
  return starts;
}

function bucketOf(isoDay: string, grain: Grain): string {
  if (grain === "month") return `${isoDay.slice(0, 8)}01`;
  if (grain === "day") return isoDay;
  const date = new Date(`${isoDay}T00:00:00Z`);
  return indianIsoDay(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS);
}

function nextBucket(start: string, grain: Grain): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (grain === "month") date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCDate(date.getUTCDate() + (grain === "week" ? 7 : 1));
  return date.toISOString().slice(0, 10);
}

/** The period's figures by day, week (from Monday) or month in India. */
export async function salesSeries(period: IndianPeriod, grain: Grain): Promise<SalesBucket[]> {
  const rows = await db().$queryRaw<(Parameters<typeof toSalesFigures>[0] & { start: string })[]>`
    SELECT to_char(date_trunc(${grain}, (o."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM-DD')
             AS "start", ${SALES_COLUMNS}
    FROM ${ORDERS_WITH_REFUNDS} WHERE ${EARNED} AND ${placedIn(period)}
    GROUP BY 1`;
  const byStart = new Map(rows.map((row) => [row.start, row]));
  return bucketStarts(period, grain).map((start) => ({ start, figures: toSalesFigures(byStart.get(start)) }));
}

/** The period's summary and the one just before it, for the report's comparison. */
export async function comparedSales(period: IndianPeriod) {
  const [current, previous] = await Promise.all([salesSummary(period), salesSummary(previousPeriod(period))]);
  return { current, previous };
}
