/**
 * The payment method's one domain type is the PaymentMethod enum (COD, PHONEPE). SPEC §9 spells
 * it "cod" / "phonepe": the order JSON, the placement payload and the checkout screen that builds
 * it carry that value, and PostgreSQL labels the enum with it (@map, lib/orders/order-sql.ts).
 * Pure, for the browser too; the shipping-cost call's own spelling is lib/wire/payment-type.ts.
 */
import type { PaymentMethod } from "../generated/prisma/enums";

export const PAYMENT_METHOD_VALUES = ["cod", "phonepe"] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHOD_VALUES)[number];

export const paymentMethodValue = (method: PaymentMethod): PaymentMethodValue => (method === "COD" ? "cod" : "phonepe");
export const paymentMethodOf = (value: PaymentMethodValue): PaymentMethod => (value === "cod" ? "COD" : "PHONEPE");
