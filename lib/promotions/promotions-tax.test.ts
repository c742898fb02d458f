/**
 * A discounted order on its GST documents and in the GSTR-1 export, against the hand-computed example A of
 * ../shared/notes/gst-promotions-b2b.md: ₹500 off a board game (5 %), an electronic toy (18 %) and
 * two workbooks (nil), spread over the lines to the paisa before tax; a cancelled line's credit
 * note gives back what it was sold for.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { gstr1Csv } from "@/lib/invoices/gstr1-export";
import { readTaxDocumentSnapshot } from "@/lib/invoices/snapshot";
import { indianIsoDay } from "@/lib/dates";
import { cancelOwnItems } from "@/lib/orders/cancel-items";
import { placeOrder } from "@/lib/orders/place-order";
import { toPaise } from "@/lib/money";
import { deliveryAddress, ensureTestPincodes, TEST_PINCODES } from "@/test/support/delivery-data";
import { confirmedByCustomer } from "@/test/support/orders";
import { createProduct, createUser } from "@/test/support/users-and-products";

beforeAll(ensureTestPincodes);

async function documentsOf(orderId: string) {
  const rows = await db().taxDocument.findMany({ where: { orderId }, orderBy: { issuedAt: "asc" } });
  return rows.map((row) => readTaxDocumentSnapshot(row.snapshot, row.id));
}

describe("a discounted order's GST documents", () => {
  it("records the discount per line and taxes what is left, as the note's example A, and credits a line at its sold value", async () => {
    const { user } = await createUser();
    const game = await createProduct({ name: "Board game", price: "1499.00", hsnCode: "9504", gstRate: 5 });
    const toy = await createProduct({ name: "Electronic toy", price: "2999.00", hsnCode: "9503", gstRate: 18 });
    const books = await createProduct({ name: "Workbook", price: "250.00", hsnCode: "4901", gstRate: 0 });
    const code = `EXAMPLE-A-${user.id.slice(-8).toUpperCase()}`;
    await db().promotion.create({
      data: {
        name: "₹500 off",
        nameHi: "₹500 की छूट",
        benefit: "AMOUNT_OFF",
        amountOff: "500.00",
        automatic: false,
        startsAt: new Date(Date.now() - 60_000),
        productIds: [game.id, toy.id, books.id],
        codes: { create: { code } },
      },
    });
    const placed = await placeOrder(
      user.id,
      {
        items: [
          { productId: game.id, quantity: 1 },
          { productId: toy.id, quantity: 1 },
          { productId: books.id, quantity: 2 },
        ],
        address: { ...deliveryAddress(TEST_PINCODES.sameState.pincode), email: user.email },
        couponCode: code,
      },
      "COD",
    );
    const order = await confirmedByCustomer(placed);
    expect(order.discount).toBe(50_000);
    const [invoice] = await documentsOf(order.id);
    expect(invoice!.supplyType).toBe("INTRA_STATE");
    const goods = invoice!.lines.filter((line) => line.kind === "GOODS");
    expect(
      goods.map(({ unitPrice, quantity, discount, total, taxable, cgst, sgst }) => [
        unitPrice,
        quantity,
        discount,
        total,
        taxable,
        cgst + sgst,
      ]),
    ).toEqual([
      [149_900, 1, 14_996, 134_904, 128_480, 6_424],
      [299_900, 1, 30_002, 269_898, 228_727, 41_171],
      [25_000, 2, 5_002, 44_998, 44_998, 0],
    ]);
    // The note's taxable total, and the amount paid for the goods exactly (the odd paisa of a
    // line's tax goes to CGST: lib/tax/gst.ts).
    expect(goods.reduce((sum, line) => sum + line.taxable, 0)).toBe(402_205);
    expect(goods.reduce((sum, line) => sum + line.total, 0)).toBe(449_800);
    expect(invoice!.totals.total).toBe(order.amount);

    // The toy and one workbook cancelled before dispatch: credited at what they were sold for.
    const [toyLine, bookLine] = [toy.id, books.id].map((id) => order.items.find((item) => item.productId === id)!);
    await cancelOwnItems(user.id, {
      orderId: order.id,
      reason: "Ordered by mistake",
      items: [
        { orderItemId: toyLine!.id, quantity: 1 },
        { orderItemId: bookLine!.id, quantity: 1 },
      ],
    });
    const credit = (await documentsOf(order.id)).find((document) => document.kind === "CREDIT_NOTE")!;
    expect(
      credit.lines.map(({ discount, total, taxable, cgst, sgst }) => [discount, total, taxable, cgst, sgst]),
    ).toEqual([
      [30_002, 269_898, 228_727, 20_586, 20_585],
      [2_501, 22_499, 22_499, 0, 0],
    ]);
    const after = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { items: true } });
    expect(toPaise(after.discount)).toBe(50_000 - 30_002 - 2_501);
    expect(toPaise(after.amount)).toBe(order.amount - 269_898 - 22_499);

    // GSTR-1: both documents' rows, each in the export of the month (India's) it was issued in, carry
    // the discounted values, the credit's negative.
    const months = new Set([invoice!, credit].map((document) => indianIsoDay(new Date(document.issuedAt)).slice(0, 7)));
    const exports = await Promise.all([...months].map((month) => gstr1Csv(month)));
    const rows = exports.flatMap((csv) => csv.split("\r\n").map((row) => row.split(",")));
    const rowsOf = (number: string) => rows.filter((row) => row[1] === number);
    const taxableOf = (number: string, hsn: string) => rowsOf(number).find((row) => row[7] === hsn)?.[9];
    expect(taxableOf(invoice!.number, "9504")).toBe("1284.80");
    expect(taxableOf(invoice!.number, "4901")).toBe("449.98");
    const sum = (number: string, column: number) =>
      rowsOf(number).reduce((total, row) => total + toPaise(row[column]!), 0);
    expect(sum(invoice!.number, 9)).toBe(invoice!.totals.taxable);
    expect(sum(invoice!.number, 13)).toBe(invoice!.totals.total);
    expect(sum(credit.number, 9)).toBe(-credit.totals.taxable);
    expect(taxableOf(credit.number, "4901")).toBe("-224.99");
  });
});
