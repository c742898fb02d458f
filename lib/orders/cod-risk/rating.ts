/**
 * The cash on delivery rating (issue #33), pure: from the store's own history of the place and
 * the customer, the order's value and its contact details, against the operator's thresholds,
 * one outcome (COD; COD with a visible extra fee; online payment only) and the reasons that led
 * to it, the first of them said to the shopper in plain words. A threshold of 0 is off.
 */
import { displayName } from "../../delivery/rules";
import type { CodRiskOutcome } from "../../generated/prisma/enums";
import { formatRupees, type Paise } from "../../money";
import { validationMessage } from "../../validation/error-messages";
import type { UnreachableContact } from "./contact";
import type { ParcelRecord, RiskHistory } from "./inputs";

export interface CodRiskThresholds {
  minShipments: number;
  feeAtReturnRate: number;
  prepaidOnlyAtReturnRate: number;
  feeAfterMissedOrders: number;
  prepaidOnlyAfterMissedOrders: number;
  firstOrderFeeAbove: Paise;
  prepaidOnlyAbove: Paise;
  riskFee: Paise;
  refuseUnreachable: boolean;
}

export type CodRiskReason =
  | "UNREACHABLE_PHONE"
  | "UNREACHABLE_ADDRESS"
  | "ORDER_VALUE"
  | "MISSED_ORDERS"
  | "PINCODE_RETURNS"
  | "AREA_RETURNS"
  | "FIRST_ORDER_VALUE";

export interface CodRatingInput {
  history: RiskHistory;
  pincode: string;
  phone: string;
  orderValue: Paise;
  unreachable: UnreachableContact | null;
}

export interface CodRating {
  outcome: CodRiskOutcome;
  /** Every reason that applied, strongest first. */
  reasons: CodRiskReason[];
  /** The extra fee (0 unless the outcome is FEE). */
  fee: Paise;
  /** What the shopper reads, in English (translated by the page, lib/validation/error-messages.ts); null when allowed. */
  explanation: string | null;
}

/** Whether `record` has `percent` or more of its finished parcels back, once it has enough of them. */
const atRate = (record: ParcelRecord | null, percent: number, least: number) =>
  record !== null &&
  percent > 0 &&
  record.finished >= Math.max(1, least) &&
  record.returned * 100 >= percent * record.finished;

const percentOf = ({ returned, finished }: ParcelRecord) => Math.round((returned * 100) / finished);

/** The place whose parcels speak for this order: the pincode once it has enough, else its district. */
function placeRecord(history: RiskHistory, least: number) {
  if (history.pincode.finished >= Math.max(1, least))
    return { reason: "PINCODE_RETURNS" as const, record: history.pincode };
  if (history.area && history.area.finished >= Math.max(1, least))
    return { reason: "AREA_RETURNS" as const, record: history.area };
  return null;
}

function reasonText(reason: CodRiskReason, input: CodRatingInput, thresholds: CodRiskThresholds): string {
  const { history } = input;
  switch (reason) {
    case "UNREACHABLE_PHONE":
      return validationMessage("codReasonPhone", { phone: input.phone });
    case "UNREACHABLE_ADDRESS":
      return validationMessage("codReasonAddress");
    case "ORDER_VALUE":
      return validationMessage("codReasonOrderValue", { amount: formatRupees(thresholds.prepaidOnlyAbove) });
    case "MISSED_ORDERS":
      return validationMessage("codReasonMissedOrders", {
        count: history.customer.refused + history.customer.unconfirmed,
      });
    case "PINCODE_RETURNS":
      return validationMessage("codReasonPincodeReturns", {
        rate: percentOf(history.pincode),
        count: history.pincode.finished,
        pincode: input.pincode,
      });
    case "AREA_RETURNS":
      return validationMessage("codReasonAreaReturns", {
        rate: percentOf(history.area!),
        count: history.area!.finished,
        district: displayName(history.area!.district),
      });
    case "FIRST_ORDER_VALUE":
      return validationMessage("codReasonFirstOrderValue", { amount: formatRupees(thresholds.firstOrderFeeAbove) });
  }
}

export function rateCod(input: CodRatingInput, thresholds: CodRiskThresholds): CodRating {
  const { history, orderValue, unreachable } = input;
  const missed = history.customer.refused + history.customer.unconfirmed;
  const place = placeRecord(history, thresholds.minShipments);
  const atLeast = (count: number, threshold: number) => threshold > 0 && count >= threshold;

  const endsCod: CodRiskReason[] = [];
  if (thresholds.refuseUnreachable && unreachable === "phone") endsCod.push("UNREACHABLE_PHONE");
  if (thresholds.refuseUnreachable && unreachable === "address") endsCod.push("UNREACHABLE_ADDRESS");
  if (thresholds.prepaidOnlyAbove > 0 && orderValue > thresholds.prepaidOnlyAbove) endsCod.push("ORDER_VALUE");
  if (atLeast(missed, thresholds.prepaidOnlyAfterMissedOrders)) endsCod.push("MISSED_ORDERS");
  if (place && atRate(place.record, thresholds.prepaidOnlyAtReturnRate, thresholds.minShipments))
    endsCod.push(place.reason);

  const costsMore: CodRiskReason[] = [];
  if (atLeast(missed, thresholds.feeAfterMissedOrders)) costsMore.push("MISSED_ORDERS");
  if (place && atRate(place.record, thresholds.feeAtReturnRate, thresholds.minShipments)) costsMore.push(place.reason);
  const firstOrder = history.customer.delivered === 0;
  if (firstOrder && thresholds.firstOrderFeeAbove > 0 && orderValue > thresholds.firstOrderFeeAbove) {
    costsMore.push("FIRST_ORDER_VALUE");
  }

  if (endsCod.length > 0) {
    const reasons = [...new Set([...endsCod, ...costsMore])];
    const reason = reasonText(endsCod[0]!, input, thresholds);
    return { outcome: "PREPAID_ONLY", reasons, fee: 0, explanation: validationMessage("codPrepaidOnly", { reason }) };
  }
  if (costsMore.length > 0 && thresholds.riskFee > 0) {
    const reason = reasonText(costsMore[0]!, input, thresholds);
    const fee = thresholds.riskFee;
    const explanation = validationMessage("codRiskFee", { fee: formatRupees(fee), reason });
    return { outcome: "FEE", reasons: costsMore, fee, explanation };
  }
  return { outcome: "ALLOW", reasons: costsMore, fee: 0, explanation: null };
}
