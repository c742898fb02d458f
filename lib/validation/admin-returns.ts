/** The admin's return forms: the move, a note to the customer, and a COD refund's reference. */
import { z } from "zod";
import { text } from "./text";

const emptyIsNone = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .transform((value) => value || undefined)
    .optional();

export const returnMoveSchema = z.object({
  to: z.enum(["APPROVED", "REJECTED", "RECEIVED", "REFUNDED"], { error: "Choose what to do with the return" }),
  note: emptyIsNone(500, "The note must be at most 500 characters"),
  reference: emptyIsNone(100, "The reference must be at most 100 characters"),
});
