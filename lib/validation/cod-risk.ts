/**
 * The operator's cash on delivery thresholds as the admin form sends them (lib/orders/cod-risk/):
 * whole numbers, per cents up to 100, rupee amounts; 0 turns a rule off.
 */
import { z } from "zod";
import { rupeeAmount } from "./rupees";
import { text } from "./text";

const whole = (label: string, max: number) =>
  text({ error: `Enter ${label}` })
    .trim()
    .regex(/^\d{1,6}$/, `Enter ${label} as a whole number`)
    .transform(Number)
    .refine((value) => value <= max, `${label[0]!.toUpperCase()}${label.slice(1)} must be at most ${max}`);

const rupees = (label: string) => rupeeAmount(`Enter ${label} in rupees, for example 5000.00`, `Enter ${label}`);

export const codRiskThresholdsSchema = z
  .object({
    minShipments: whole("the parcels a place needs", 100_000).refine(
      (value) => value >= 1,
      "A place needs at least 1 parcel",
    ),
    feeAtReturnRate: whole("the return rate that adds the fee", 100),
    prepaidOnlyAtReturnRate: whole("the return rate that ends cash on delivery", 100),
    feeAfterMissedOrders: whole("the missed orders that add the fee", 1000),
    prepaidOnlyAfterMissedOrders: whole("the missed orders that end cash on delivery", 1000),
    firstOrderFeeAbove: rupees("the first order's amount"),
    prepaidOnlyAbove: rupees("the amount above which orders are paid online"),
    riskFee: rupees("the extra fee"),
    refuseUnreachable: z
      .enum(["on"])
      .optional()
      .transform((value) => value === "on"),
  })
  .refine(
    (rules) =>
      !rules.feeAtReturnRate || !rules.prepaidOnlyAtReturnRate || rules.feeAtReturnRate < rules.prepaidOnlyAtReturnRate,
    {
      message: "The return rate that adds the fee must be below the one that ends cash on delivery",
      path: ["feeAtReturnRate"],
    },
  );
