/**
 * Orders in domain shape (`id`, money in paise, typed snapshots) and the reads that respect
 * ownership: a shopper sees only their own orders; anyone else asking for one gets "Order not
 * found". The API's JSON is made from these at the edge (lib/wire/order.ts).
 */
import "server-only";
import { readBusinessBuyer, type BusinessBuyer } from "../business/business-buyer";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import type { OrderStatus, PaymentMethod } from "../generated/prisma/enums";
import type { z } from "zod";
import { notFound } from "../http/errors";
import type { Locale } from "../i18n/locales";
import { toPaise, type Paise } from "../money";
import { addressSnapshot, deliverySnapshot, type AddressSnapshot, type DeliverySnapshot } from "./snapshots";
import { validationMessage } from "../validation/error-messages";

export const orderInclude = {
  items: { orderBy: { id: "asc" } },
  taxDocuments: { where: { kind: "INVOICE" }, select: { number: true } },
  codConfirmation: { select: { expiresAt: true } },
} satisfies Prisma.OrderInclude;
export type OrderRow = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;

export interface OrderLine {
  id: string;
  /** Null once the product has been deleted from the catalogue. */
  productId: string | null;
  name: string;
  image: string;
  quantity: number;
  unitPrice: Paise;
  /** What promotions took off the line's units (lib/promotions/). */
  discount: Paise;
  /** Grams per unit. */
  weight: number;
}

export interface Order {
  id: string;
  userId: string;
  items: OrderLine[];
  /** Units the customer cancelled before dispatch, the rest going ahead. */
  cancelled: { name: string; quantity: number }[];
  subtotal: Paise;
  /** Taken off the items by promotions: amount = subtotal − discount + shipping. */
  discount: Paise;
  shipping: Paise;
  amount: Paise;
  /** What gift cards and store credit pay of `amount` (lib/credit/); the rest is paid by `paymentMethod`. */
  paidByCredit: Paise;
  address: AddressSnapshot;
  delivery: DeliverySnapshot;
  orderNotes: string | null;
  /** The business or school supplied, when the customer asked for a GST invoice (lib/business/). */
  businessBuyer: BusinessBuyer | null;
  /** The buyer's purchase order number, printed on the tax invoice. */
  purchaseOrder: string | null;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paid: boolean;
  /** PhonePe's merchantOrderId of the current payment attempt. */
  phonePeOrderId: string | null;
  /** Entered by the admin when the order shipped, each optional. */
  courier: string | null;
  trackingNumber: string | null;
  /** The GST tax invoice's number once the order is confirmed (lib/invoices/). */
  invoiceNumber: string | null;
  /** The language it was placed in: its e-mails and invoice are written in it. */
  locale: Locale;
  /** Cash on delivery awaiting its customer's confirmation: when it is cancelled unconfirmed (./cod-confirmation/). */
  confirmBy: Date | null;
  createdAt: Date;
}

/**
 * Reads a stored snapshot. A row that does not match is the store's fault, not the caller's: it
 * is reported as an internal error (a logged 500), never as a 400 about the request.
 */
function readSnapshot<T>(schema: z.ZodType<T>, json: Prisma.JsonValue, orderId: string, what: string): T {
  const result = schema.safeParse(json);
  if (!result.success) throw new Error(`Order ${orderId} has an unreadable ${what} snapshot`);
  return result.data;
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    userId: row.userId,
    // The lines still ordered; what the customer cancelled before dispatch is `cancelled`.
    items: row.items
      .filter((item) => item.quantity > 0)
      .map((item) => ({
        id: item.id,
        productId: item.productId,
        name: item.name,
        image: item.image,
        quantity: item.quantity,
        unitPrice: toPaise(item.unitPrice),
        discount: toPaise(item.discount),
        weight: item.weight,
      })),
    cancelled: row.items
      .filter((item) => item.cancelledQuantity > 0)
      .map((item) => ({ name: item.name, quantity: item.cancelledQuantity })),
    subtotal: toPaise(row.subtotal),
    discount: toPaise(row.discount),
    shipping: toPaise(row.shipping),
    amount: toPaise(row.amount),
    paidByCredit: toPaise(row.paidByCredit),
    address: readSnapshot(addressSnapshot, row.address, row.id, "address"),
    delivery: readSnapshot(deliverySnapshot, row.deliveryInfo, row.id, "delivery"),
    orderNotes: row.orderNotes,
    businessBuyer: readBusinessBuyer(row.businessBuyer, row.id),
    purchaseOrder: row.purchaseOrder,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paid: row.paid,
    phonePeOrderId: row.phonePeOrderId,
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    invoiceNumber: row.taxDocuments[0]?.number ?? null,
    locale: row.locale,
    confirmBy: row.status === "AWAITING_CONFIRMATION" ? (row.codConfirmation?.expiresAt ?? null) : null,
    createdAt: row.createdAt,
  };
}

/** What the payment method collects: cash on delivery, or PhonePe. */
export const amountDue = (order: Pick<Order, "amount" | "paidByCredit">): Paise => order.amount - order.paidByCredit;

/** What the items of an order cost after its promotions, before shipping. */
export const itemsTotal = (order: Pick<Order, "subtotal" | "discount">): Paise => order.subtotal - order.discount;

/** The caller's orders, newest first. */
export async function listOrdersOf(userId: string): Promise<Order[]> {
  const orders = await db().order.findMany({
    where: { userId },
    include: orderInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return orders.map(toOrder);
}

/**
 * One of the caller's own orders; 404 for anyone else's, so ids reveal nothing. Operators read
 * every order in the admin area (admin-orders.ts), behind their cookie session, never with a token.
 */
export async function getOrderOf(userId: string, orderId: string): Promise<Order> {
  const order = await db().order.findFirst({
    where: { id: orderId, userId },
    include: orderInclude,
  });
  if (!order) throw notFound(validationMessage("orderNotFound"));
  return toOrder(order);
}
