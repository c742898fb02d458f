/**
 * What a product carries for GST: its HSN code (4 to 8 digits, the tariff heading) and its rate,
 * a whole percentage from the GST slabs. Rates are kept as integer percent (5 means 5 %), since
 * every slab is a whole number.
 */
import { z } from "zod";
import { text } from "../validation/text";

export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

export const hsnCodeSchema = text()
  .trim()
  .regex(/^\d{4,8}$/, "HSN code must be 4 to 8 digits");

export const gstRateSchema = z.coerce
  .number({ error: "Choose a GST rate" })
  .refine((rate): rate is GstRate => (GST_RATES as readonly number[]).includes(rate), {
    message: `GST rate must be one of ${GST_RATES.join(", ")} %`,
  });
