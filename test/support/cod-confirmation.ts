/** Cash on delivery orders awaiting their confirmation (issue #33), and what answering them left behind. */
import { db } from "@/lib/db";
import { placeTestOrder } from "./orders";

/** A cash on delivery order left awaiting its customer's confirmation (2 of 10 units taken). */
export const unconfirmedOrder = () => placeTestOrder({ confirmed: false });

/** What an order's confirmation left behind: status, stock, answer, invoice and events. */
export async function stateOf(orderId: string, productId: string) {
  const [order, product, confirmation, invoices, events] = await Promise.all([
    db().order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } }),
    db().product.findUniqueOrThrow({ where: { id: productId }, select: { stockQuantity: true } }),
    db().codConfirmation.findUniqueOrThrow({ where: { orderId } }),
    db().taxDocument.findMany({ where: { orderId }, select: { kind: true } }),
    db().outboxEvent.findMany({ where: { orderId }, orderBy: { id: "asc" }, select: { type: true } }),
  ]);
  return {
    status: order.status,
    stock: product.stockQuantity,
    answer: confirmation.answer,
    via: confirmation.answeredVia,
    taxDocuments: invoices.map(({ kind }) => kind),
    events: events.map(({ type }) => type),
  };
}
