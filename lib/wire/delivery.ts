/**
 * Delivery answers on the wire (SPEC §7): a pincode's data and a shipping quote with its
 * breakdown, money as rupee numbers. An order keeps both, as they were quoted, in its snapshot.
 */
import { z } from "zod";
import type { ShippingCharge } from "../delivery/rules";
import { toRupeeNumber } from "../money";

export const pincodeDataJson = z.object({
  city: z.string(),
  state: z.string(),
  cod_available: z.boolean(),
  prepaid_available: z.boolean(),
});
export type PincodeData = z.infer<typeof pincodeDataJson>;

export const shippingCostJson = z.object({
  total: z.number(),
  details: z.object({
    zone: z.enum(["A", "B", "C", "D", "E"]),
    billableWeight: z.number(),
    base: z.number(),
    additional: z.number(),
    codFee: z.number(),
    freeShippingDiscount: z.number(),
  }),
});
export type ShippingCostJson = z.infer<typeof shippingCostJson>;

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
