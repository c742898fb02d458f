/**
 * What an order keeps of its address and delivery quote, as typed domain values (paise, days,
 * grams): written at placement, checked here when read back. The §7 JSON is made from them only
 * at the edge (lib/wire/order.ts).
 */
import { z } from "zod";
import type { DeliveryDays } from "../delivery/estimate";
import { ZONES, type PincodePlace, type ShippingCharge } from "../delivery/rules";

export const addressSnapshot = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.literal("India"),
});
export type AddressSnapshot = z.infer<typeof addressSnapshot>;

const paise = z.number().int();

export const deliverySnapshot = z.object({
  place: z.object({ city: z.string(), state: z.string(), codAvailable: z.boolean() }) satisfies z.ZodType<PincodePlace>,
  /** Dispatch plus transit, as quoted. */
  days: z.object({ min: z.number().int(), max: z.number().int() }) satisfies z.ZodType<DeliveryDays>,
  /** The charge as quoted. */
  shippingCost: z.object({
    total: paise,
    details: z.object({
      zone: z.enum(ZONES),
      /** Grams charged for. */
      billableWeight: z.number(),
      base: paise,
      additional: paise,
      codFee: paise,
      freeShippingDiscount: paise,
    }),
  }) satisfies z.ZodType<ShippingCharge>,
  /** Grams of the parcel. */
  totalWeight: z.number(),
});
export type DeliverySnapshot = z.infer<typeof deliverySnapshot>;
