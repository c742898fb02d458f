import { beforeAll, describe, expect, it } from "vitest";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { confirmedByCustomer, placeTestOrder } from "@/test/support/orders";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { runOrderTransaction } from "../orders/lifecycle/order-transaction";
import { SYSTEM, transition } from "../orders/lifecycle/transition";
import { placeOrder } from "../orders/place-order";
import { issueCreditNote } from "./credit-note";
import { issueNumbered, type Series } from "./numbering";
import { readTaxDocumentSnapshot } from "./snapshot";

beforeAll(ensureTestPincodes);

async function documentsOf(orderId: string) {
  const rows = await db().taxDocument.findMany({ where: { orderId }, orderBy: [{ kind: "asc" }, { sequence: "asc" }] });
  return rows.map((row) => ({ ...row, snapshot: readTaxDocumentSnapshot(row.snapshot, row.id) }));
}

/** A cash on delivery order of two products at different rates, to the given pincode. */
async function mixedOrder(pincode: string) {
  const { user } = await createUser();
  const toy = await createProduct({ price: "499.00", hsnCode: "9503", gstRate: 5 });
  const kit = await createProduct({ price: "1180.00", hsnCode: "9023", gstRate: 18 });
  const placed = await placeOrder(
    user.id,
    {
      items: [
        { productId: toy.id, quantity: 2 },
        { productId: kit.id, quantity: 1 },
      ],
      address: { ...deliveryAddress(pincode), email: user.email },
    },
    "COD",
  );
  return confirmedByCustomer(placed);
}

describe("tax invoices", () => {
  it("invoices a cash on delivery order when its customer confirms it, CGST + SGST within the seller's state", async () => {
    const order = await mixedOrder(TEST_PINCODES.sameState.pincode);
    expect(order.invoiceNumber).toMatch(/^GP\/\d{4}-\d{2}\/\d{6}$/);
    const [invoice] = await documentsOf(order.id);
    const { snapshot } = invoice!;
    expect(snapshot).toMatchObject({
      kind: "INVOICE",
      number: order.invoiceNumber,
      seller: { stateCode: "08" },
      placeOfSupply: { state: "Rajasthan", code: "08" },
      supplyType: "INTRA_STATE",
    });
    expect(snapshot.totals.total).toBe(order.amount);
    expect(snapshot.totals.igst).toBe(0);
    expect(snapshot.totals.cgst + snapshot.totals.sgst).toBe(snapshot.totals.tax);
    const [toy, kit, ...charges] = snapshot.lines;
    expect(toy).toMatchObject({ hsnCode: "9503", ratePercent: 5, quantity: 2, total: 99800, taxable: 95048 });
    expect(kit).toMatchObject({ hsnCode: "9023", ratePercent: 18, total: 118000, taxable: 100000, cgst: 9000 });
    // Shipping and the COD fee follow the principal supply: the 18 % line.
    expect(charges.map((line) => [line.kind, line.ratePercent, line.hsnCode])).toEqual([
      ["SHIPPING", 18, "9023"],
      ["COD_FEE", 18, "9023"],
    ]);
  });

  it("charges IGST when the goods go to another state, whatever state the shopper typed", async () => {
    const order = await mixedOrder(TEST_PINCODES.metro.pincode);
    const [invoice] = await documentsOf(order.id);
    expect(invoice!.snapshot).toMatchObject({
      supplyType: "INTER_STATE",
      placeOfSupply: { state: "Delhi", code: "07" },
    });
    const { totals } = invoice!.snapshot;
    expect(totals).toMatchObject({ cgst: 0, sgst: 0 });
    expect(totals.igst).toBe(totals.tax);
  });

  it("keeps the tax of the order as sold when the product is edited later", async () => {
    const { order, product } = await placeTestOrder();
    await db().product.update({ where: { id: product.id }, data: { hsnCode: "9504", gstRate: 18 } });
    const [invoice] = await documentsOf(order.id);
    expect(invoice!.snapshot.lines[0]).toMatchObject({ hsnCode: "9503", ratePercent: 5 });
    const item = await db().orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    expect([item.hsnCode, item.gstRate]).toEqual(["9503", 5]);
  });

  it("invoices an online order only once it is paid, and never a failed one", async () => {
    const paid = await placeTestOrder({ paymentMethod: "PHONEPE" });
    expect(paid.order.invoiceNumber).toBeNull();
    expect(await documentsOf(paid.order.id)).toEqual([]);
    await runOrderTransaction((t) => transition(t, paid.order.id, "ORDER_PLACED", { actor: SYSTEM }));
    expect((await documentsOf(paid.order.id)).map((d) => d.kind)).toEqual(["INVOICE"]);

    const failed = await placeTestOrder({ paymentMethod: "PHONEPE" });
    await runOrderTransaction((t) => transition(t, failed.order.id, "PAYMENT_FAILED", { actor: SYSTEM }));
    expect(await documentsOf(failed.order.id)).toEqual([]);
  });

  it("credits an invoiced order in full when it is cancelled, in the credit notes' own series", async () => {
    const { order, admin } = await placeTestOrder();
    await runOrderTransaction((t) =>
      transition(t, order.id, "CANCELLED", { actor: { kind: "admin", id: admin.id }, note: "Out of area" }),
    );
    const [invoice, credit] = await documentsOf(order.id);
    expect(credit!.number).toMatch(/^GP-CN\/\d{4}-\d{2}\/\d{6}$/);
    expect(credit!.snapshot).toMatchObject({
      kind: "CREDIT_NOTE",
      against: { number: invoice!.number },
      reason: "Out of area",
      totals: invoice!.snapshot.totals,
    });
  });

  it("credits returned units line by line, the last ones taking exactly what is left", async () => {
    const { order } = await placeTestOrder({ quantity: 3 });
    const [invoice] = await documentsOf(order.id);
    const line = invoice!.snapshot.lines[0]!;
    const credit = (quantity: number) =>
      runOrderTransaction(({ tx }) =>
        issueCreditNote(tx, {
          orderId: order.id,
          lines: [{ orderItemId: line.orderItemId!, quantity }],
          reason: "Return",
        }),
      );
    await credit(1);
    // More than remains, or a line not on the invoice: refused, nothing written.
    await expect(credit(3)).rejects.toMatchObject({ status: 400 });
    await expect(
      runOrderTransaction(({ tx }) =>
        issueCreditNote(tx, { orderId: order.id, lines: [{ orderItemId: "nope", quantity: 1 }], reason: "x" }),
      ),
    ).rejects.toMatchObject({ status: 400 });
    expect(await documentsOf(order.id)).toHaveLength(2);
    await credit(2);
    const credits = (await documentsOf(order.id)).slice(1).map((d) => d.snapshot.lines[0]!);
    expect(credits.map((c) => c.quantity)).toEqual([1, 2]);
    for (const field of ["total", "taxable", "cgst", "sgst", "igst"] as const) {
      expect(credits[0]![field] + credits[1]![field]).toBe(line[field]);
    }
    // A cancellation now credits only the charges that remain.
    const rest = await runOrderTransaction(({ tx }) => issueCreditNote(tx, { orderId: order.id, reason: "Cancelled" }));
    const last = (await documentsOf(order.id)).find((d) => d.id === rest!.id)!;
    expect(last.snapshot.lines.every((l) => l.kind !== "GOODS")).toBe(true);
    expect(
      await runOrderTransaction(({ tx }) => issueCreditNote(tx, { orderId: order.id, reason: "Again" })),
    ).toBeNull();
  });
});

describe("document numbering", () => {
  it("gives concurrent issuers consecutive numbers with no gaps or duplicates, a rollback freeing its number", async () => {
    const series = `T${Math.random().toString(36).slice(2, 8)}` as Series;
    const { order } = await placeTestOrder();
    const [invoice] = await documentsOf(order.id);
    const { number: _number, ...snapshot } = invoice!.snapshot;
    const issue = (issuedAt: Date) =>
      runOrderTransaction(({ tx }) =>
        issueNumbered(tx, { kind: "CREDIT_NOTE", series, orderId: order.id, issuedAt, snapshot }),
      );
    const at = new Date("2026-11-23T10:00:00Z");
    const numbers = await Promise.all(Array.from({ length: 12 }, () => issue(at)));
    expect(numbers.map((n) => n.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    await expect(
      runOrderTransaction(async ({ tx }) => {
        await issueNumbered(tx, { kind: "CREDIT_NOTE", series, orderId: order.id, issuedAt: at, snapshot });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const next = await issue(at);
    expect(next.number).toBe(`${series}/2026-27/000013`);
    // The number is stored in the row and printed in its snapshot alike.
    const stored = await db().taxDocument.findUniqueOrThrow({ where: { id: next.id } });
    expect(stored).toMatchObject({ number: next.number, sequence: 13, issuedAt: at });
    expect(readTaxDocumentSnapshot(stored.snapshot, stored.id).number).toBe(next.number);
    // A new financial year starts again at 1.
    const april = await issue(new Date("2027-04-01T00:00:00+05:30"));
    expect(april.number).toBe(`${series}/2027-28/000001`);
  });

  it("numbers simultaneous payment confirmations without gaps across every invoice issued", async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => placeTestOrder({ paymentMethod: "PHONEPE" })));
    await Promise.all(
      orders.map(({ order }) => runOrderTransaction((t) => transition(t, order.id, "ORDER_PLACED", { actor: SYSTEM }))),
    );
    const invoices = await db().taxDocument.findMany({
      where: { orderId: { in: orders.map(({ order }) => order.id) } },
      select: { number: true, financialYear: true },
    });
    expect(new Set(invoices.map((i) => i.number)).size).toBe(8);
    // Committed invoices are always a prefix 1..n of their series: no number is ever skipped.
    const financialYear = invoices[0]!.financialYear;
    const all = await db().taxDocument.findMany({
      where: { series: "GP", financialYear },
      select: { sequence: true },
      orderBy: { sequence: "asc" },
    });
    expect(all.map((row) => row.sequence)).toEqual(all.map((_, index) => index + 1));
  });
});
