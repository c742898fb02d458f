/**
 * What an order keeps of its address and delivery quote, as JSON: written at placement, read back
 * typed. The delivery snapshot is the delivery calls' answers as the shopper was shown them
 * (money in rupees); lib/orders/order.ts turns its money into paise.
 */
import { z } from "zod";
import { pincodeDataJson, shippingCostJson } from "../wire/delivery";

export const addressSnapshot = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.literal("India"),
});
export type AddressSnapshot = z.infer<typeof addressSnapshot>;

export const deliverySnapshot = z.object({
  pincodeData: pincodeDataJson,
  /** Dispatch plus transit, for example "3-4 days". */
  estimatedDelivery: z.string(),
  /** In rupees, as quoted. */
  shippingCost: shippingCostJson,
  /** Grams charged for. */
  totalWeight: z.number(),
});
export type DeliverySnapshot = z.infer<typeof deliverySnapshot>;
