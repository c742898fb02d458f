/** The edit page's stock controls, as FormData strings arrive (app/[locale]/admin/products/actions.ts). */
import { z } from "zod";
import { text } from "./text";

/** The most units a product may have on hand. */
export const MAX_STOCK = 100_000;

/** "Set stock to": a whole number from 0 to MAX_STOCK. */
export const stockQuantitySchema = text({ error: "Stock must be a whole number" })
  .trim()
  .regex(/^\d+$/, "Stock must be a whole number")
  .transform(Number)
  .pipe(z.number().max(MAX_STOCK, `Stock must be at most ${MAX_STOCK}`));

const RECEIVED_UNITS_MESSAGE = `Received units must be a whole number from 1 to ${MAX_STOCK}`;

/** "Add received units": a whole number from 1 to MAX_STOCK; nothing else is ever added. */
export const receivedUnitsSchema = text({ error: RECEIVED_UNITS_MESSAGE })
  .trim()
  .regex(/^\d+$/, RECEIVED_UNITS_MESSAGE)
  .transform(Number)
  .pipe(z.number().min(1, RECEIVED_UNITS_MESSAGE).max(MAX_STOCK, RECEIVED_UNITS_MESSAGE));
