/**
 * The order enums in raw SQL. PostgreSQL stores them as their `@map` names in
 * prisma/models/orders.prisma, which are SPEC's own words: a status's label ("Order Placed"), a
 * payment method's lowercase value ("cod"), as lib/orders/status.ts and payment-method.ts define them.
 */
import "server-only";
import { Prisma } from "../generated/prisma/client";
import type { OrderStatus, PaymentMethod } from "../generated/prisma/enums";
import { paymentMethodValue } from "./payment-method";
import { orderStatusLabel } from "./status";

export const statusSql = (status: OrderStatus) => Prisma.sql`${orderStatusLabel(status)}::"OrderStatus"`;

export const paymentMethodSql = (method: PaymentMethod) => Prisma.sql`${paymentMethodValue(method)}::"PaymentMethod"`;
