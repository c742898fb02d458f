import { z } from "zod";
import { text } from "./text";

/** A record id as the API receives it: a short opaque string (cuid). */
export const recordIdSchema = (label: string) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(64, `${label} is not valid`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label} is not valid`);

export const productIdBodySchema = z.object({ productId: recordIdSchema("Product ID") });
