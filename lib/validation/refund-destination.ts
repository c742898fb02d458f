/**
 * Where a return's refund goes, asked with its request: the customer's store credit (issue #34,
 * any order), or for a cash on delivery order a UPI ID or a bank account (holder, number, IFSC;
 * issue #33). Shared by the API and the return form.
 */
import { z } from "zod";
import { validationMessage as message } from "./error-messages";
import { text } from "./text";

/** name@handle, as NPCI's UPI IDs are written (letters, digits, dots, hyphens and underscores before the @). */
export const UPI_ID = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/;
/** Four letters of the bank, a zero, six of the branch (RBI's Indian Financial System Code). */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const refundDestinationSchema = z.discriminatedUnion(
  "method",
  [
    z.object({
      method: z.literal("UPI"),
      upiId: text({ error: message("upiInvalid") })
        .trim()
        .toLowerCase()
        .regex(UPI_ID, message("upiInvalid")),
    }),
    z.object({
      method: z.literal("BANK_ACCOUNT"),
      accountName: text({ error: message("accountNameRequired") })
        .trim()
        .min(2, message("accountNameRequired"))
        .max(100, message("accountNameRequired")),
      accountNumber: text({ error: message("accountNumberInvalid") })
        .trim()
        .regex(/^\d{9,18}$/, message("accountNumberInvalid")),
      ifsc: text({ error: message("ifscInvalid") })
        .trim()
        .toUpperCase()
        .regex(IFSC, message("ifscInvalid")),
    }),
    z.object({ method: z.literal("STORE_CREDIT") }),
  ],
  { error: message("refundToRequired") },
);

export type RefundDestinationInput = z.output<typeof refundDestinationSchema>;
