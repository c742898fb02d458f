/**
 * The delivery calls on the wire (SPEC §7): serviceability, estimate and shipping cost, rupees
 * as numbers. An order's delivery info (lib/wire/order.ts) shows its snapshot in the same shapes.
 */
import { z } from "zod";
import type { PaymentChoices } from "../delivery/payment-choices";
import { ZONES, type PincodePlace, type ShippingCharge } from "../delivery/rules";
import { toRupeeNumber } from "../money";

export const pincodeDataJson = z.object({
  city: z.string(),
  state: z.string(),
  cod_available: z.boolean(),
  prepaid_available: z.boolean(),
});
export type PincodeData = z.infer<typeof pincodeDataJson>;

export const serviceabilityResponse = z.object({ serviceable: z.boolean(), data: pincodeDataJson.nullable() });
export const estimatedDeliveryResponse = z.object({
  estimated_days: z.string().optional(),
  arrives_by: z.iso.date().optional(),
});

export const shippingCostJson = z.object({
  total: z.number(),
  details: z.object({
    zone: z.enum(ZONES),
    /** Grams charged for. */
    billableWeight: z.number(),
    base: z.number(),
    additional: z.number(),
    codFee: z.number(),
    freeShippingDiscount: z.number(),
  }),
});
export type ShippingCostJson = z.infer<typeof shippingCostJson>;

/** Beyond SPEC §7: what each way of paying would cost, in rupees (lib/delivery/payment-choices.ts). */
export const paymentChoicesJson = z.object({
  prepaidTotal: z.number(),
  /** Null where cash on delivery is not offered. */
  codTotal: z.number().nullable(),
  codFee: z.number(),
  freeShippingThreshold: z.number(),
  prepaidSaving: z.number().nullable(),
  /** How much more would ship free when paid online; null when no order value was sent. */
  toFreeShipping: z.number().nullable(),
});
export type PaymentChoicesJson = z.infer<typeof paymentChoicesJson>;

export const shippingCostResponse = z.object({ cost: shippingCostJson, choices: paymentChoicesJson });

/** The store takes online payment wherever it delivers. */
export const toPincodeDataJson = ({ city, state, codAvailable }: PincodePlace): PincodeData => ({
  city,
  state,
  cod_available: codAvailable,
  prepaid_available: true,
});

/** A quote as the API and the order's delivery info show it: rupees, with its breakdown. */
export function toShippingCostJson({ total, details }: ShippingCharge): ShippingCostJson {
  return {
    total: toRupeeNumber(total),
    details: {
      zone: details.zone,
      billableWeight: details.billableWeight,
      base: toRupeeNumber(details.base),
      additional: toRupeeNumber(details.additional),
      codFee: toRupeeNumber(details.codFee),
      freeShippingDiscount: toRupeeNumber(details.freeShippingDiscount),
    },
  };
}

const rupeesOrNull = (paise: number | null) => (paise === null ? null : toRupeeNumber(paise));

export function toPaymentChoicesJson(choices: PaymentChoices): PaymentChoicesJson {
  return {
    prepaidTotal: toRupeeNumber(choices.prepaid.total),
    codTotal: choices.cod ? toRupeeNumber(choices.cod.total) : null,
    codFee: toRupeeNumber(choices.codFee),
    freeShippingThreshold: toRupeeNumber(choices.freeShippingThreshold),
    prepaidSaving: rupeesOrNull(choices.prepaidSaving),
    toFreeShipping: rupeesOrNull(choices.toFreeShipping),
  };
}
