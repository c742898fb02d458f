/**
 * What did not stay sold (issue #36): the orders placed in a period that were cancelled — by the
 * customer, by the store, or by the store's own rules (a cash on delivery order not confirmed in
 * time) — or came back undelivered, and the return requests made in the period by their reason.
 */
import "server-only";
import { db } from "../db";
import type { ReturnReason } from "../generated/prisma/enums";
import type { Paise } from "../money";
import type { Period } from "./period";
import { paiseSum, placedIn } from "./revenue";
import { Prisma } from "../generated/prisma/client";

export interface LossRow {
  kind: "customer" | "store" | "rules" | "undelivered";
  orders: number;
  /** What the orders came to. */
  value: Paise;
}

export async function lostOrders(period: Period): Promise<LossRow[]> {
  const rows = await db().$queryRaw<{ kind: LossRow["kind"]; orders: number; value: bigint }[]>`
    SELECT CASE WHEN o."status" <> 'Cancelled' THEN 'undelivered'
                WHEN c."changedById" IS NULL THEN 'rules'
                WHEN c."changedById" = o."userId" THEN 'customer' ELSE 'store' END AS "kind",
           count(*)::int AS "orders", ${paiseSum(Prisma.sql`o."amount"`)} AS "value"
    FROM "orders" o
    LEFT JOIN LATERAL (SELECT s."changedById" FROM "order_status_changes" s
                       WHERE s."orderId" = o."id" AND s."toStatus" = 'Cancelled'
                       ORDER BY s."createdAt" DESC LIMIT 1) c ON true
    WHERE o."status" IN ('Cancelled', 'Returning to seller', 'Returned to seller') AND ${placedIn(period)}
    GROUP BY 1`;
  return (["customer", "store", "rules", "undelivered"] as const).map((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return { kind, orders: row?.orders ?? 0, value: Number(row?.value ?? 0) };
  });
}

export interface ReturnReasonRow {
  reason: ReturnReason;
  requests: number;
  refunded: number;
  refundedValue: Paise;
}

const REASONS: ReturnReason[] = ["DAMAGED", "WRONG_ITEM", "NOT_AS_DESCRIBED", "OTHER"];

/** The return requests made in the period, by reason, and what was refunded of them. */
export async function returnReasons(period: Period): Promise<ReturnReasonRow[]> {
  const rows = await db().$queryRaw<{ reason: ReturnReason; requests: number; refunded: number; value: bigint }[]>`
    SELECT r."reason"::text AS "reason", count(*)::int AS "requests",
           count(*) FILTER (WHERE r."status" = 'REFUNDED')::int AS "refunded",
           ${paiseSum(Prisma.sql`CASE WHEN r."status" = 'REFUNDED' THEN r."refundAmount" ELSE 0 END`)} AS "value"
    FROM "return_requests" r
    WHERE r."createdAt" >= ${period.from}::timestamp AND r."createdAt" < ${period.to}::timestamp
    GROUP BY 1`;
  return REASONS.map((reason) => {
    const row = rows.find((candidate) => candidate.reason === reason);
    return {
      reason,
      requests: row?.requests ?? 0,
      refunded: row?.refunded ?? 0,
      refundedValue: Number(row?.value ?? 0),
    };
  });
}
