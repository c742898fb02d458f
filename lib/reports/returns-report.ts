/**
 * Where returns come from (issue #33): of the forward parcels that finished in a period (delivered,
 * or back to the store undelivered), how many came back, by pincode, state, courier, payment method
 * and week; how cash on delivery orders were answered when asked to confirm; and what the cash on
 * delivery rules changed. Each figure is a count the operator can check against the orders.
 */
import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { toPaise, type Paise } from "../money";
import type { Period } from "./period";

export const RETURN_DIMENSIONS = ["pincode", "state", "courier", "payment", "week"] as const;
export type ReturnDimension = (typeof RETURN_DIMENSIONS)[number];

export interface ReturnRow {
  key: string;
  finished: number;
  returned: number;
}

/** Each dimension's key, from a fixed list (never from the request). Weeks start on Monday, in India's time. */
const KEYS: Record<ReturnDimension, Prisma.Sql> = {
  pincode: Prisma.sql`s."pincode"`,
  state: Prisma.sql`coalesce(p."state", 'Unknown')`,
  courier: Prisma.sql`coalesce(s."courierName", 'Unknown')`,
  payment: Prisma.sql`CASE s."paymentMethod" WHEN 'cod' THEN 'Cash on delivery' ELSE 'Paid online' END`,
  week: Prisma.sql`to_char(date_trunc('week', (s."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM-DD')`,
};

/** The most parcels first (the week's in order of time); at most `limit` rows. */
export async function returnRates(dimension: ReturnDimension, { from, to }: Period, limit = 200): Promise<ReturnRow[]> {
  const key = KEYS[dimension];
  const order = dimension === "week" ? Prisma.sql`"key" ASC` : Prisma.sql`"finished" DESC, "key" ASC`;
  return db().$queryRaw<ReturnRow[]>`
    SELECT ${key} AS "key", count(*)::int AS "finished", count(*) FILTER (WHERE s."outcome" = 'rto')::int AS "returned"
    FROM "shipments" s LEFT JOIN "pincodes" p ON p."pincode" = s."pincode"
    WHERE s."direction" = 'forward' AND s."outcome" IN ('delivered_first_attempt', 'delivered_after_ndr', 'rto')
      AND s."createdAt" >= ${from}::timestamp AND s."createdAt" < ${to}::timestamp
    GROUP BY 1 ORDER BY ${order} LIMIT ${limit}`;
}

export interface ConfirmationFigures {
  asked: number;
  confirmed: number;
  paidOnline: number;
  cancelled: number;
  expired: number;
  waiting: number;
}

/** How the cash on delivery orders asked to confirm in the period were answered. */
export async function confirmationFigures({ from, to }: Period): Promise<ConfirmationFigures> {
  const [row] = await db().$queryRaw<ConfirmationFigures[]>`
    SELECT count(*)::int AS "asked",
      count(*) FILTER (WHERE "answer" = 'confirmed')::int AS "confirmed",
      count(*) FILTER (WHERE "answer" = 'paid_online')::int AS "paidOnline",
      count(*) FILTER (WHERE "answer" = 'cancelled')::int AS "cancelled",
      count(*) FILTER (WHERE "answer" = 'expired')::int AS "expired",
      count(*) FILTER (WHERE "answer" IS NULL)::int AS "waiting"
    FROM "cod_confirmations" WHERE "createdAt" >= ${from}::timestamp AND "createdAt" < ${to}::timestamp`;
  return row!;
}

export interface RuleEffects {
  rated: number;
  /** Cash on delivery placements the rules refused. */
  codRefused: number;
  /** Orders paid online that the rules had asked to be (online payment only), or had charged the fee. */
  steeredToPrepaid: number;
  paidOnlineOverFee: number;
  /** Cash on delivery orders placed with the extra fee, and the fees charged (paise). */
  codWithFee: number;
  feesCharged: Paise;
}

/** What the cash on delivery rules changed in the period, from their recorded decisions. */
export async function ruleEffects({ from, to }: Period): Promise<RuleEffects> {
  const [row] = await db().$queryRaw<(Omit<RuleEffects, "feesCharged"> & { feesCharged: Prisma.Decimal })[]>`
    SELECT count(*)::int AS "rated",
      count(*) FILTER (WHERE "orderId" IS NULL)::int AS "codRefused",
      count(*) FILTER (WHERE "orderId" IS NOT NULL AND "paymentMethod" = 'phonepe' AND "outcome" = 'prepaid_only')::int AS "steeredToPrepaid",
      count(*) FILTER (WHERE "orderId" IS NOT NULL AND "paymentMethod" = 'phonepe' AND "outcome" = 'fee')::int AS "paidOnlineOverFee",
      count(*) FILTER (WHERE "orderId" IS NOT NULL AND "paymentMethod" = 'cod' AND "outcome" = 'fee')::int AS "codWithFee",
      coalesce(sum("fee") FILTER (WHERE "orderId" IS NOT NULL AND "paymentMethod" = 'cod'), 0) AS "feesCharged"
    FROM "cod_risk_decisions" WHERE "createdAt" >= ${from}::timestamp AND "createdAt" < ${to}::timestamp`;
  const { feesCharged, ...counts } = row!;
  return { ...counts, feesCharged: toPaise(feesCharged) };
}
