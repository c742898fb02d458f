/**
 * What a cash on delivery rating reads from the store's own history (issue #33), in one
 * statement: how the last year's finished COD parcels to the pincode and to its district ended,
 * and the customer's record (earlier COD orders refused at the door or never confirmed, orders
 * delivered). Nothing from outside the store, nothing the customer cannot be told.
 */
import "server-only";
import type { Prisma } from "../../generated/prisma/client";
import { paymentMethodSql, statusSql } from "../order-sql";

/** A transaction, or the pool outside one. */
type RawReader = Pick<Prisma.TransactionClient, "$queryRaw">;

/** Finished COD parcels to a place, and how many of them came back undelivered. */
export interface ParcelRecord {
  finished: number;
  returned: number;
}

export interface RiskHistory {
  pincode: ParcelRecord;
  /** The pincode's district; null for a pincode the directory does not know. */
  area: (ParcelRecord & { district: string; state: string }) | null;
  customer: {
    /** Earlier COD orders that came back undelivered (refused, unreachable). */
    refused: number;
    /** Earlier COD orders cancelled by the store for want of a confirmation. */
    unconfirmed: number;
    /** Orders delivered to them, however paid. */
    delivered: number;
  };
}

/** How far back the parcels and the customer's record count. */
const LOOK_BACK = "365 days";

export async function readRiskHistory(reader: RawReader, userId: string, pincode: string): Promise<RiskHistory> {
  const cod = paymentMethodSql("COD");
  const [row] = await reader.$queryRaw<
    {
      pincodeFinished: number;
      pincodeReturned: number;
      district: string | null;
      state: string | null;
      areaFinished: number;
      areaReturned: number;
      refused: number;
      unconfirmed: number;
      delivered: number;
    }[]
  >`
    WITH "place" AS (SELECT "district", "state" FROM "pincodes" WHERE "pincode" = ${pincode}),
    "parcels" AS (
      SELECT s."pincode", s."outcome" FROM "shipments" s
      WHERE s."direction" = 'forward' AND s."paymentMethod" = ${cod} AND s."outcome" IN ('delivered_first_attempt', 'delivered_after_ndr', 'rto')
        AND s."createdAt" > now() - ${LOOK_BACK}::interval
        AND s."pincode" IN (
          SELECT p."pincode" FROM "pincodes" p JOIN "place" USING ("district", "state")
          UNION ALL SELECT ${pincode})
    ),
    "mine" AS (
      SELECT o."status", o."paymentMethod", c."answer" FROM "orders" o
      LEFT JOIN "cod_confirmations" c ON c."orderId" = o."id"
      WHERE o."userId" = ${userId} AND o."createdAt" > now() - ${LOOK_BACK}::interval
    )
    SELECT
      (SELECT count(*) FROM "parcels" WHERE "pincode" = ${pincode})::int AS "pincodeFinished",
      (SELECT count(*) FROM "parcels" WHERE "pincode" = ${pincode} AND "outcome" = 'rto')::int AS "pincodeReturned",
      (SELECT "district" FROM "place") AS "district",
      (SELECT "state" FROM "place") AS "state",
      (SELECT count(*) FROM "parcels")::int AS "areaFinished",
      (SELECT count(*) FROM "parcels" WHERE "outcome" = 'rto')::int AS "areaReturned",
      (SELECT count(*) FROM "mine" WHERE "paymentMethod" = ${cod}
        AND "status" IN (${statusSql("RETURNING")}, ${statusSql("RETURNED")}))::int AS "refused",
      (SELECT count(*) FROM "mine" WHERE "answer" = 'expired')::int AS "unconfirmed",
      (SELECT count(*) FROM "mine" WHERE "status" = ${statusSql("DELIVERED")})::int AS "delivered"`;
  const found = row!;
  return {
    pincode: { finished: found.pincodeFinished, returned: found.pincodeReturned },
    area:
      found.district === null || found.state === null
        ? null
        : { district: found.district, state: found.state, finished: found.areaFinished, returned: found.areaReturned },
    customer: { refused: found.refused, unconfirmed: found.unconfirmed, delivered: found.delivered },
  };
}
