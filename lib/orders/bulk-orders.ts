/**
 * What the admin orders list does with the orders ticked: mark them packed (each placed order
 * moved to Packing through the lifecycle, in its own transaction) and export them as CSV, for a
 * spreadsheet or the courier's pickup sheet. The CSV carries no phone or e-mail: it is made to be
 * passed around.
 */
import "server-only";
import { forEachOrder, type BulkOutcome } from "../admin/bulk-outcome";
import type { Caller } from "../auth/session";
import { csvCell, csvDocument } from "../csv";
import { indianIsoDateTime } from "../dates";
import { db } from "../db";
import { conflict, notFound } from "../http/errors";
import { rupeeText } from "../money";
import { runOrderTransaction } from "./lifecycle/order-transaction";
import { lockOrder, transition } from "./lifecycle/transition";
import { PAYMENT_METHOD_LABELS } from "./payment-method";
import { addressSnapshot } from "./snapshots";
import { orderStatusLabel } from "./status";

/** Moves each placed order to Packing; any other (already packed, shipped, unconfirmed…) is refused and named. */
export function markPacked(admin: Caller, orderIds: readonly string[]): Promise<BulkOutcome> {
  const actor = { kind: "admin", id: admin.id } as const;
  const pack = (orderId: string) =>
    runOrderTransaction(async (transaction) => {
      const { status } = await lockOrder(transaction, orderId);
      // The lifecycle allows an operator more moves to Packing than this one; a bulk pack makes only this one.
      if (status !== "ORDER_PLACED") throw conflict(`It is ${orderStatusLabel(status)}, not Order Placed`);
      await transition(transaction, orderId, "PACKING", { actor, note: "Marked packed from the orders list" });
    });
  return forEachOrder(orderIds, pack, { action: "Packing" });
}

const CSV_COLUMNS = [
  "Order ID",
  "Placed (IST)",
  "Status",
  "Payment method",
  "Amount (INR)",
  "City",
  "State",
  "Pincode",
  "Items",
] as const;

const place = addressSnapshot.pick({ city: true, state: true, pincode: true });

/** The orders as CSV, newest first like the list; unknown ids are left out, none known is a 404. */
export async function ordersCsv(orderIds: readonly string[]): Promise<string> {
  const orders = await db().order.findMany({
    where: { id: { in: [...orderIds] } },
    select: {
      id: true,
      createdAt: true,
      status: true,
      paymentMethod: true,
      amount: true,
      address: true,
      items: { select: { quantity: true } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  if (orders.length === 0) throw notFound("None of these orders exists");
  const rows = orders.map((order) => {
    const { city, state, pincode } = place.parse(order.address);
    return [
      csvCell(order.id),
      indianIsoDateTime(order.createdAt),
      csvCell(orderStatusLabel(order.status)),
      csvCell(PAYMENT_METHOD_LABELS[order.paymentMethod]),
      rupeeText(order.amount),
      csvCell(city),
      csvCell(state),
      csvCell(pincode),
      String(order.items.reduce((sum, item) => sum + item.quantity, 0)),
    ];
  });
  return csvDocument(CSV_COLUMNS, rows);
}
