/**
 * A gift card bought on the store: its value in whole rupees (₹500–₹10,000), who it is for, who it
 * is from, and a short message. Shared by the API and the gift card form.
 */
import { z } from "zod";
import { GIFT_CARD_MAX_VALUE, GIFT_CARD_MIN_VALUE } from "../credit/limits";
import { formatRupees, rupeesToPaise } from "../money";
import { SIMPLE_EMAIL_PATTERN } from "./form-rules";
import { text } from "./text";
import { validationMessage as message } from "./error-messages";

export const GIFT_CARD_MESSAGE_MAX = 200;

const range = { min: formatRupees(GIFT_CARD_MIN_VALUE), max: formatRupees(GIFT_CARD_MAX_VALUE) };

export const giftCardPurchaseSchema = z.object({
  /** Whole rupees. */
  value: z
    .number({ error: message("giftCardValue", range) })
    .int(message("giftCardValue", range))
    .min(GIFT_CARD_MIN_VALUE / 100, message("giftCardValue", range))
    .max(GIFT_CARD_MAX_VALUE / 100, message("giftCardValue", range))
    .transform(rupeesToPaise),
  recipientName: text({ error: message("recipientNameRequired") })
    .trim()
    .min(1, message("recipientNameRequired"))
    .max(60, message("nameMax", { max: 60 })),
  recipientEmail: text({ error: message("emailInvalidAddress") })
    .trim()
    .toLowerCase()
    .max(254, message("emailInvalidAddress"))
    .regex(SIMPLE_EMAIL_PATTERN, message("emailInvalidAddress")),
  senderName: text({ error: message("senderNameRequired") })
    .trim()
    .min(1, message("senderNameRequired"))
    .max(60, message("nameMax", { max: 60 })),
  message: text()
    .trim()
    .max(GIFT_CARD_MESSAGE_MAX, message("giftCardMessageMax", { max: GIFT_CARD_MESSAGE_MAX }))
    .optional()
    .transform((typed) => typed || null),
});

export type GiftCardPurchaseRequest = z.input<typeof giftCardPurchaseSchema>;

export const giftCardVerifySchema = z.object({ purchaseId: text().trim().min(1).max(64) });
