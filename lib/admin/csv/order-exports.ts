/**
 * Orders placed in a period, one row each, and their lines, one row each; in the order they were
 * placed. Amounts in rupees with two decimals; the tax is the tax invoice's as issued (credit notes
 * are the GST register's). No customer contact: the account's id, and the delivery's state and
 * pincode only (the customers export says who may be contacted).
 */
import "server-only";
import { csvCell } from "../../csv";
import { endOfIndianIsoDay, indianIsoDateTime, startOfIndianIsoDay } from "../../dates";
import { db } from "../../db";
import type { Prisma } from "../../generated/prisma/client";
import { readTaxDocumentSnapshot } from "../../invoices/snapshot";
import { rupeeText, toPaise, toRupeeString } from "../../money";
import { displayOrderId } from "../../orders/order-view";
import { paymentMethodValue } from "../../orders/payment-method";
import { addressSnapshot } from "../../orders/snapshots";
import { orderStatusLabel } from "../../orders/status";
import { csvRowBatches, keysetBatches } from "./csv-stream";
import { yesNo } from "./export-cells";

/** A period of Indian calendar days, both included. */
export interface DayPeriod {
  from: string;
  to: string;
}

type Cursor = { createdAt: Date; id: string };

/** The period's orders in placement order, a batch at a time, each with what `include` asks. */
function orderBatches<Include extends Prisma.OrderInclude>(period: DayPeriod, include: Include) {
  return keysetBatches((after: Cursor | null, take) =>
    db().order.findMany({
      where: {
        createdAt: { gte: startOfIndianIsoDay(period.from), lt: endOfIndianIsoDay(period.to) },
        ...(after
          ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }
          : {}),
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take,
      include,
    }),
  );
}

export const ORDERS_HEADER = [
  "Order ID",
  "Order number",
  "Placed at (IST)",
  "Status",
  "Payment method",
  "Paid",
  "Subtotal (₹)",
  "Discount (₹)",
  "Shipping (₹)",
  "Amount (₹)",
  "Paid by credit (₹)",
  "Invoice number",
  "Taxable value (₹)",
  "GST (₹)",
  "Customer ID",
  "State",
  "Pincode",
];

/** The orders' tax invoices, by order. */
async function invoicesOf(orderIds: string[]) {
  const rows = await db().taxDocument.findMany({
    where: { orderId: { in: orderIds }, kind: "INVOICE" },
    select: { id: true, orderId: true, snapshot: true },
  });
  return new Map(rows.map((row) => [row.orderId, readTaxDocumentSnapshot(row.snapshot, row.id)]));
}

export const orderRows = (period: DayPeriod) =>
  csvRowBatches(orderBatches(period, {}), async (orders) => {
    const invoices = await invoicesOf(orders.map((order) => order.id));
    return orders.map((order) => {
      const address = addressSnapshot.parse(order.address);
      const invoice = invoices.get(order.id);
      return [
        order.id,
        displayOrderId(order.id),
        indianIsoDateTime(order.createdAt),
        orderStatusLabel(order.status),
        paymentMethodValue(order.paymentMethod),
        yesNo(order.paid),
        rupeeText(order.subtotal),
        rupeeText(order.discount),
        rupeeText(order.shipping),
        rupeeText(order.amount),
        rupeeText(order.paidByCredit),
        csvCell(invoice?.number ?? ""),
        invoice ? toRupeeString(invoice.totals.taxable) : "",
        invoice ? toRupeeString(invoice.totals.tax) : "",
        order.userId,
        csvCell(address.state),
        csvCell(address.pincode),
      ];
    });
  });

export const ORDER_LINES_HEADER = [
  "Order ID",
  "Order number",
  "Placed at (IST)",
  "Status",
  "Product ID",
  "Product",
  "HSN code",
  "GST rate (%)",
  "Unit price (₹)",
  "Quantity",
  "Cancelled quantity",
  "Discount (₹)",
  "Line total (₹)",
];

export const orderLineRows = (period: DayPeriod) =>
  csvRowBatches(orderBatches(period, { items: { orderBy: { id: "asc" } } }), (orders) =>
    orders.flatMap((order) =>
      order.items.map((item) => [
        order.id,
        displayOrderId(order.id),
        indianIsoDateTime(order.createdAt),
        orderStatusLabel(order.status),
        item.productId ?? "",
        csvCell(item.name),
        csvCell(item.hsnCode),
        String(item.gstRate),
        rupeeText(item.unitPrice),
        String(item.quantity),
        String(item.cancelledQuantity),
        rupeeText(item.discount),
        // What the line is paid: its units still ordered at their price, less its share of promotions.
        toRupeeString(toPaise(item.unitPrice) * item.quantity - toPaise(item.discount)),
      ]),
    ),
  );
