/**
 * Rating a checkout's cash on delivery (issue #33) and recording the decision. The rating is read
 * where the shopper chooses how to pay (POST /api/order/cod-check), at placement, and when an
 * unpaid online order is switched to cash on delivery; the placement's rating is recorded with
 * everything it read, so the operator can see why and what the rules changed.
 */
import "server-only";
import { db } from "../../db";
import type { Prisma } from "../../generated/prisma/client";
import type { PaymentMethod } from "../../generated/prisma/enums";
import { toRupeeString, type Paise } from "../../money";
import { unreachableContact } from "./contact";
import { readRiskHistory, type RiskHistory } from "./inputs";
import { rateCod, type CodRating, type CodRiskThresholds } from "./rating";
import { loadThresholds } from "./thresholds";

export interface CodRiskQuestion {
  userId: string;
  pincode: string;
  orderValue: Paise;
  /** The delivery contact, once entered; without it the contact is not judged. */
  phone?: string;
  street?: string;
}

export interface RatedCod {
  rating: CodRating;
  /** What it was rated from, and against. */
  inputs: { history: RiskHistory; pincode: string; orderValue: Paise; unreachable: string | null };
  thresholds: CodRiskThresholds;
}

export async function rateCodOrder(question: CodRiskQuestion): Promise<RatedCod> {
  const { userId, pincode, orderValue, phone = "", street } = question;
  const [history, thresholds] = await Promise.all([readRiskHistory(db(), userId, pincode), loadThresholds()]);
  const unreachable = street === undefined ? null : unreachableContact({ phone, street });
  const rating = rateCod({ history, pincode, phone, orderValue, unreachable }, thresholds);
  return { rating, inputs: { history, pincode, orderValue, unreachable }, thresholds };
}

/**
 * Records a rating: with its order once placed (or switched to cash on delivery, which rates it
 * again), or without one for a cash on delivery placement it refused.
 */
export async function recordCodDecision(
  tx: Prisma.TransactionClient,
  {
    userId,
    orderId,
    paymentMethod,
    rated,
  }: { userId: string; orderId: string | null; paymentMethod: PaymentMethod; rated: RatedCod },
): Promise<void> {
  const { rating, inputs, thresholds } = rated;
  const data = {
    userId,
    paymentMethod,
    outcome: rating.outcome,
    reasons: rating.reasons,
    explanation: rating.explanation,
    fee: toRupeeString(rating.fee),
    inputs: inputs as unknown as Prisma.InputJsonValue,
    thresholds: thresholds as unknown as Prisma.InputJsonValue,
  };
  if (orderId === null) await tx.codRiskDecision.create({ data });
  else await tx.codRiskDecision.upsert({ where: { orderId }, create: { ...data, orderId }, update: data });
}
