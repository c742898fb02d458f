/**
 * The period exports against a seeded period: the GST register adds up to its invoices and credit
 * notes to the paisa, the orders and lines to their orders; no order row carries contact details,
 * and the customers export names and phones only the customers who chose order updates.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/csv";
import { db } from "@/lib/db";
import { toPaise, toRupeeString } from "@/lib/money";
import { readTaxDocumentSnapshot } from "@/lib/invoices/snapshot";
import { runOrderTransaction } from "@/lib/orders/lifecycle/order-transaction";
import { transition } from "@/lib/orders/lifecycle/transition";
import { exportText } from "@/test/support/csv";
import { TEST_PINCODES, ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";

/** A day no other test's documents fall on: the seeded period's. */
const DAY = "2019-02-13";
const PERIOD = { from: DAY, to: DAY };

/** Two orders, another state's included, one cancelled (its credit note), all moved onto DAY. */
async function seededPeriod() {
  const kept = await placeTestOrder({ quantity: 3 });
  const cancelled = await placeTestOrder({ pincode: TEST_PINCODES.metro.pincode });
  await runOrderTransaction((t) =>
    transition(t, cancelled.order.id, "CANCELLED", { actor: { kind: "admin", id: cancelled.admin.id } }),
  );
  const orderIds = [kept.order.id, cancelled.order.id];
  const at = new Date(`${DAY}T11:00:00+05:30`);
  await db().order.updateMany({ where: { id: { in: orderIds } }, data: { createdAt: at } });
  await db().taxDocument.updateMany({ where: { orderId: { in: orderIds } }, data: { issuedAt: at } });
  const documents = await db().taxDocument.findMany({ where: { orderId: { in: orderIds } } });
  return { kept, cancelled, documents: documents.map((row) => readTaxDocumentSnapshot(row.snapshot, row.id)) };
}

let seeded: Awaited<ReturnType<typeof seededPeriod>>;
beforeAll(async () => {
  await ensureTestPincodes();
  seeded = await seededPeriod();
});

/** The CSV's rows as objects by header. */
async function table(kind: Parameters<typeof exportText>[0], query: Record<string, string> = PERIOD) {
  const [header, ...rows] = parseCsv(await exportText(kind, query));
  return rows.map((row) => Object.fromEntries(header!.map((column, index) => [column, row[index]!])));
}

const sum = (rows: Record<string, string>[], column: string) =>
  rows.reduce((total, row) => total + toPaise(row[column]!), 0);

describe("the period exports", () => {
  it("adds the GST register up to its invoices and credit notes, to the paisa", async () => {
    const { documents } = seeded;
    expect(documents.map((document) => document.kind).sort()).toEqual(["CREDIT_NOTE", "INVOICE", "INVOICE"]);
    const rows = await table("gst-register");
    expect(new Set(rows.map((row) => row["Document number"]))).toEqual(new Set(documents.map((d) => d.number)));
    const signed = (field: "taxable" | "cgst" | "sgst" | "igst" | "total") =>
      documents.reduce((total, d) => total + (d.kind === "CREDIT_NOTE" ? -1 : 1) * d.totals[field], 0);
    expect(sum(rows, "Taxable value")).toBe(signed("taxable"));
    expect(sum(rows, "CGST")).toBe(signed("cgst"));
    expect(sum(rows, "SGST")).toBe(signed("sgst"));
    expect(sum(rows, "IGST")).toBe(signed("igst"));
    expect(sum(rows, "Total")).toBe(signed("total"));
    // The Delhi order's IGST is credited back in full by its cancellation's credit note.
    expect(signed("igst")).toBe(0);
    expect(documents.find((d) => d.kind === "INVOICE" && d.supplyType === "INTER_STATE")!.totals.igst).toBeGreaterThan(
      0,
    );
  });

  it("writes each order once with its amounts and invoice's tax, and its lines adding up to it", async () => {
    const { kept, cancelled, documents } = seeded;
    const text = await exportText("orders", PERIOD);
    const rows = await table("orders");
    expect(rows.map((row) => row["Order ID"])).toEqual(
      [kept.order.id, cancelled.order.id].sort((a, b) => (a < b ? -1 : 1)),
    );
    const row = rows.find((r) => r["Order ID"] === kept.order.id)!;
    const invoice = documents.find((d) => d.kind === "INVOICE" && d.orderId === kept.order.id)!;
    expect(row).toMatchObject({
      "Placed at (IST)": `${DAY} 11:00`,
      Status: "Order Placed",
      "Payment method": "cod",
      "Amount (₹)": toRupeeString(kept.order.amount),
      "Invoice number": invoice.number,
      "GST (₹)": toRupeeString(invoice.totals.tax),
      "Customer ID": kept.customer.id,
      Pincode: TEST_PINCODES.warehouse.pincode,
    });
    expect(rows.find((r) => r["Order ID"] === cancelled.order.id)).toMatchObject({ Status: "Cancelled" });
    for (const contact of [kept.customer.email, kept.customer.phone!, "Asha", "Paota"])
      expect(text).not.toContain(contact);

    const lines = (await table("order-lines")).filter((line) => line["Order ID"] === kept.order.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ Quantity: "3", "Product ID": kept.product.id });
    expect(sum(lines, "Line total (₹)")).toBe(kept.order.subtotal - kept.order.discount);
  });

  it("names and phones only the customers who chose order updates, never an e-mail or an operator", async () => {
    const { kept, cancelled } = seeded;
    await db().user.update({ where: { id: kept.customer.id }, data: { whatsappUpdates: true } });
    const text = await exportText("customers");
    const rows = await table("customers", {});
    const chose = rows.find((row) => row["Customer ID"] === kept.customer.id)!;
    expect(chose).toMatchObject({
      "WhatsApp updates": "yes",
      "SMS updates": "no",
      Name: kept.customer.name,
      Phone: kept.customer.phone,
      Orders: "1",
      "Ordered (₹)": toRupeeString(kept.order.amount),
    });
    // The cancelled order's customer ordered nothing that went ahead, and chose no updates.
    expect(rows.find((row) => row["Customer ID"] === cancelled.customer.id)).toMatchObject({
      Orders: "0",
      "Ordered (₹)": "0.00",
      Name: "",
      Phone: "",
    });
    for (const secret of [kept.customer.email, cancelled.customer.email, cancelled.customer.phone!])
      expect(text).not.toContain(secret);
    expect(rows.some((row) => row["Customer ID"] === kept.admin.id)).toBe(false);
  });
});
