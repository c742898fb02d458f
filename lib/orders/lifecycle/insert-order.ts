/**
 * A new order's rows, written in one statement: the order, its lines and its first audit row, and
 * the order's language kept as its account's (the language its account's e-mails are written in).
 * Raw SQL, with ids made here: Prisma's model queries would compile and send three statements per
 * placement. Only openOrder (./transition.ts) calls this; it decides the status.
 */
import "server-only";
import type { BusinessBuyer } from "../../business/business-buyer";
import { Prisma } from "../../generated/prisma/client";
import type { OrderStatus, PaymentMethod } from "../../generated/prisma/enums";
import type { Locale } from "../../i18n/locales";
import { newRowId } from "../../ids";
import type { OrderRow } from "../order";
import { paymentMethodSql, statusSql } from "../order-sql";
import type { AddressSnapshot, DeliverySnapshot } from "../snapshots";

/** One line as sold: its price in rupees ("149.00"), its weight in grams per unit. */
export interface NewOrderLine {
  productId: string;
  name: string;
  image: string;
  unitPrice: string;
  quantity: number;
  weight: number;
  hsnCode: string;
  gstRate: number;
  /** The line's share of the order's promotions, rupees ("0.00" without). */
  discount: string;
}

export interface NewOrderRows {
  userId: string;
  paymentMethod: PaymentMethod;
  /** Rupees ("1499.00"). */
  subtotal: string;
  /** Taken off the items by promotions: amount = subtotal − discount + shipping. */
  discount: string;
  shipping: string;
  amount: string;
  /** What gift cards and store credit pay of it (lib/credit/tenders.ts). */
  paidByCredit: string;
  address: AddressSnapshot;
  deliveryInfo: DeliverySnapshot;
  orderNotes: string | null;
  /** The business or school buying, when a GST invoice to its GSTIN was asked for; its PO number. */
  businessBuyer: BusinessBuyer | null;
  purchaseOrder: string | null;
  /** The language of the page it was placed from. */
  locale: Locale;
  lines: NewOrderLine[];
}

/** Writes the order in `status` with its audit row's `note`; answers the rows as stored, nothing read back. */
export async function insertOrder(
  tx: Prisma.TransactionClient,
  { lines, ...order }: NewOrderRows,
  status: OrderStatus,
  note: string,
): Promise<OrderRow> {
  const id = newRowId();
  // Paid in full by credit at placement; every other order is paid later, if at all.
  const paid = order.paymentMethod === "CREDIT";
  const createdAt = new Date();
  // Ascending in the order of the lines: an order's lines are read back sorted by id (order.ts).
  const lineIds = lines.map(() => newRowId()).sort();
  const column = <T>(pick: (line: NewOrderLine) => T) => lines.map(pick);
  await tx.$executeRaw`
    WITH "order" AS (
      INSERT INTO "orders" ("id", "userId", "status", "paymentMethod", "paid", "subtotal", "discount", "shipping",
                            "amount", "paidByCredit", "address", "deliveryInfo", "orderNotes", "businessBuyer", "purchaseOrder", "locale",
                            "createdAt", "updatedAt")
      VALUES (${id}, ${order.userId}, ${statusSql(status)}, ${paymentMethodSql(order.paymentMethod)}, ${paid},
              ${order.subtotal}::numeric, ${order.discount}::numeric, ${order.shipping}::numeric, ${order.amount}::numeric,
              ${order.paidByCredit}::numeric,
              ${JSON.stringify(order.address)}::jsonb, ${JSON.stringify(order.deliveryInfo)}::jsonb,
              ${order.orderNotes}, ${order.businessBuyer ? JSON.stringify(order.businessBuyer) : null}::jsonb,
              ${order.purchaseOrder}, ${order.locale}::"StoreLocale", ${createdAt}::timestamp, ${createdAt}::timestamp)
      RETURNING "id"
    ), "account" AS (
      UPDATE "users" SET "locale" = ${order.locale}::"StoreLocale", "updatedAt" = ${createdAt}::timestamp
      WHERE "id" = ${order.userId} AND "locale" <> ${order.locale}::"StoreLocale"
    ), "lines" AS (
      INSERT INTO "order_items" ("id", "orderId", "productId", "name", "image", "unitPrice", "quantity", "weight",
                                 "hsnCode", "gstRate", "discount")
      SELECT "line"."id", "order"."id", "productId", "name", "image", "unitPrice", "quantity", "weight", "hsnCode", "gstRate",
             "discount"
      FROM "order", unnest(${lineIds}::text[], ${column((line) => line.productId)}::text[],
                           ${column((line) => line.name)}::text[], ${column((line) => line.image)}::text[],
                           ${column((line) => line.unitPrice)}::numeric[], ${column((line) => line.quantity)}::int[],
                           ${column((line) => line.weight)}::int[], ${column((line) => line.hsnCode)}::text[],
                           ${column((line) => line.gstRate)}::int[], ${column((line) => line.discount)}::numeric[])
        AS "line"("id", "productId", "name", "image", "unitPrice", "quantity", "weight", "hsnCode", "gstRate", "discount")
    )
    INSERT INTO "order_status_changes" ("id", "orderId", "toStatus", "note", "createdAt")
    SELECT ${newRowId()}, "id", ${statusSql(status)}, ${note}, ${createdAt}::timestamp FROM "order"`;
  return {
    ...order,
    id,
    status,
    paid,
    phonePeOrderId: null,
    subtotal: new Prisma.Decimal(order.subtotal),
    discount: new Prisma.Decimal(order.discount),
    shipping: new Prisma.Decimal(order.shipping),
    amount: new Prisma.Decimal(order.amount),
    paidByCredit: new Prisma.Decimal(order.paidByCredit),
    paymentExpiresAt: null,
    transferReference: null,
    courier: null,
    trackingNumber: null,
    createdAt,
    updatedAt: createdAt,
    items: lines.map((line, index) => ({
      ...line,
      id: lineIds[index]!,
      orderId: id,
      unitPrice: new Prisma.Decimal(line.unitPrice),
      discount: new Prisma.Decimal(line.discount),
      cancelledQuantity: 0,
    })),
    taxDocuments: [],
    codConfirmation: null,
  };
}
