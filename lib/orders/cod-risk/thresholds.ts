/**
 * The operator's thresholds for the cash on delivery rules (issue #33), one row; until it is saved
 * the schema's defaults hold. Amounts are integer paise here and rupees in the database.
 */
import "server-only";
import { db } from "../../db";
import type { Prisma } from "../../generated/prisma/client";
import { toPaise, toRupeeString } from "../../money";
import type { CodRiskThresholds } from "./rating";

type Reader = Pick<Prisma.TransactionClient, "codRiskSettings">;

export const DEFAULT_THRESHOLDS: CodRiskThresholds = {
  minShipments: 20,
  feeAtReturnRate: 25,
  prepaidOnlyAtReturnRate: 40,
  feeAfterMissedOrders: 1,
  prepaidOnlyAfterMissedOrders: 2,
  firstOrderFeeAbove: 5_000_00,
  prepaidOnlyAbove: 20_000_00,
  riskFee: 50_00,
  refuseUnreachable: true,
};

export async function loadThresholds(reader: Reader = db()): Promise<CodRiskThresholds> {
  const row = await reader.codRiskSettings.findUnique({ where: { id: 1 } });
  if (!row) return DEFAULT_THRESHOLDS;
  const {
    id: _id,
    updatedAt: _updatedAt,
    updatedById: _by,
    firstOrderFeeAbove,
    prepaidOnlyAbove,
    riskFee,
    ...counts
  } = row;
  return {
    ...counts,
    firstOrderFeeAbove: toPaise(firstOrderFeeAbove),
    prepaidOnlyAbove: toPaise(prepaidOnlyAbove),
    riskFee: toPaise(riskFee),
  };
}

/** Saves the operator's thresholds; every rating from now on reads them. */
export async function saveThresholds(thresholds: CodRiskThresholds, adminId: string): Promise<void> {
  const data = {
    ...thresholds,
    firstOrderFeeAbove: toRupeeString(thresholds.firstOrderFeeAbove),
    prepaidOnlyAbove: toRupeeString(thresholds.prepaidOnlyAbove),
    riskFee: toRupeeString(thresholds.riskFee),
    updatedById: adminId,
  };
  await db().codRiskSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
}
