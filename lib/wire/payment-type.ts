/**
 * The shipping-cost call's payment_type (SPEC §7): "COD", or "Pre-paid" for paying online
 * (PhonePe, the store's one prepaid way). Without zod, so the browser's quote loads none.
 */
import type { PaymentMethod } from "../generated/prisma/enums";

export const PAYMENT_TYPES = ["COD", "Pre-paid"] as const;
export type PaymentTypeJson = (typeof PAYMENT_TYPES)[number];

export const toPaymentTypeJson = (method: PaymentMethod): PaymentTypeJson => (method === "COD" ? "COD" : "Pre-paid");
export const fromPaymentTypeJson = (type: PaymentTypeJson): PaymentMethod => (type === "COD" ? "COD" : "PHONEPE");
