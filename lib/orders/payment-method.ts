/**
 * The payment method's one domain type is the PaymentMethod enum (COD, PHONEPE, CREDIT: paid
 * in full by gift cards and store credit, and BANK_TRANSFER). SPEC §9 spells it "cod" / "phonepe" (and "credit"): the
 * order JSON, the placement payload and the checkout screen that builds it carry that value, and PostgreSQL labels the enum with it (@map, lib/orders/order-sql.ts).
 * Pure, for the browser too; the shipping-cost call's own spelling is lib/wire/payment-type.ts.
 */
import type { PaymentMethod } from "../generated/prisma/enums";

const VALUES = {
  COD: "cod",
  PHONEPE: "phonepe",
  CREDIT: "credit",
  BANK_TRANSFER: "bank_transfer",
} as const satisfies Record<PaymentMethod, string>;

export const PAYMENT_METHOD_VALUES = [
  "cod",
  "phonepe",
  "credit",
  "bank_transfer",
] as const satisfies readonly (typeof VALUES)[PaymentMethod][];
/** The ways a shopper's checkout pays: a bank transfer pays only an accepted quote's order (lib/quotes/). */
export const CHECKOUT_PAYMENT_METHODS = ["cod", "phonepe", "credit"] as const satisfies readonly PaymentMethodValue[];

export type PaymentMethodValue = (typeof VALUES)[PaymentMethod];

/** Each method as the admin's reports and exports name it. */
export const PAYMENT_METHOD_LABELS = {
  COD: "Cash on delivery",
  PHONEPE: "PhonePe",
  CREDIT: "Gift cards and store credit",
  BANK_TRANSFER: "Bank transfer",
} as const satisfies Record<PaymentMethod, string>;

export const paymentMethodValue = (method: PaymentMethod): PaymentMethodValue => VALUES[method];
export const paymentMethodOf = (value: PaymentMethodValue): PaymentMethod =>
  (Object.keys(VALUES) as PaymentMethod[]).find((method) => VALUES[method] === value)!;
