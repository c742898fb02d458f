/**
 * Bank transfers: the reference (UTR) a payer's bank gives a transfer — 16 characters for NEFT, 22
 * for RTGS, 12 digits for IMPS and UPI, by banks' convention rather than any rule, so it is checked
 * loosely — and a received transfer as an operator records it.
 */
import { z } from "zod";
import { validationMessage as message } from "./error-messages";
import { recordIdSchema } from "./ids";
import { rupeeAmount } from "./rupees";
import { text } from "./text";

/** A UTR as typed ("sbin 2026 1129 0001 23"): capitals, no spaces or dashes. */
export const normaliseUtr = (typed: string) => typed.replace(/[\s-]/g, "").toUpperCase();

export const utrSchema = text({ error: message("utrInvalid") })
  .transform(normaliseUtr)
  .pipe(text().regex(/^[A-Z0-9]{12,22}$/, message("utrInvalid")));

/** The customer's: the UTR they paid an order with. */
export const transferReferenceSchema = z.object({ orderId: recordIdSchema("Order ID"), utr: utrSchema });

/** An operator's: a transfer seen in the bank account. */
export const receivedTransferSchema = z.object({
  utr: utrSchema,
  amount: rupeeAmount("Enter the amount received in rupees, such as 13623.00").refine(
    (paise) => paise > 0,
    "The amount received must be more than ₹0",
  ),
  receivedOn: z.iso.date("Enter the day it was received"),
  payerName: text().trim().max(120, "The payer's name must be at most 120 characters").optional(),
});
export type ReceivedTransfer = z.output<typeof receivedTransferSchema>;
