/**
 * A school's GST invoices: its profile (GSTIN checked as the GST Network checks one), then orders
 * invoiced to it as B2B supplies, with every particular rule 46 asks, the tax split by the
 * buyer's state, and reported in GSTR-1's B2B table.
 */
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute, routeResponse } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { confirmedByCustomer } from "@/test/support/orders";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { gstr1Csv } from "@/lib/invoices/gstr1-export";
import { renderTaxDocumentPdf } from "@/lib/invoices/pdf";
import { readTaxDocumentSnapshot } from "@/lib/invoices/snapshot";
import { runOrderTransaction } from "@/lib/orders/lifecycle/order-transaction";
import { transition } from "@/lib/orders/lifecycle/transition";
import { placeOrder } from "@/lib/orders/place-order";
import { indianMonthOf } from "@/lib/tax/financial-year";
import { indianIsoDay } from "@/lib/dates";
import { GET as invoicesOfPeriod } from "@/app/api/order/invoices/route";
import { businessProfileResponse } from "@/lib/wire/business";
import { DELETE as remove, GET as read, PUT as save } from "./route";

beforeAll(ensureTestPincodes);

/** A school in Jodhpur, registered in Rajasthan (08), the seller's state. */
const rajasthanSchool = {
  legalName: "Vidya Niketan School Society",
  gstin: "08AAATV1234K1ZF",
  street: "Ratanada Road",
  city: "Jodhpur",
  state: "Rajasthan",
  pincode: "342011",
};
/** A school trust registered in Maharashtra (27). */
const puneTrust = {
  legalName: "Sahyadri Shikshan Trust",
  gstin: "27AAPFU0939F1ZV",
  street: "4 FC Road",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411004",
};

describe("a business or school profile", () => {
  it("is saved, read and removed by its owner alone; a GSTIN typed in lower case with spaces is kept in its form", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const typed = { ...rajasthanSchool, gstin: " 08aaatv1234k1zf ", state: "RAJASTHAN" };
    const saved = await callRoute(save, { method: "PUT", token: owner.token, body: typed });
    expect(saved.status).toBe(200);
    expect(businessProfileResponse.parse(saved.body).business).toEqual(rajasthanSchool);

    const strangers = await callRoute(read, { method: "GET", token: stranger.token });
    expect(businessProfileResponse.parse(strangers.body).business).toBeNull();
    expect((await callRoute(read, { method: "GET" })).status).toBe(401);

    expect((await callRoute(remove, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect(await db().businessProfile.findUnique({ where: { userId: owner.user.id } })).toBeNull();
  });

  it("refuses a GSTIN of the wrong length, shape, state code or check character, and a billing address in another state", async () => {
    const { user, token } = await createUser();
    const refusals: [Record<string, string>, string][] = [
      [{ gstin: "08AAATV1234K1Z" }, "A GSTIN has 15 characters"],
      [{ gstin: "08AAATV1234K1AF" }, "This is not a GSTIN"],
      [{ gstin: "99AAATV1234K1ZF" }, "99 is not one"],
      // One character mistyped, and two swapped: the check character catches both.
      [{ gstin: "08AAATV1234K1ZG" }, "does not match the rest"],
      [{ gstin: "08AAATV1243K1ZF" }, "does not match the rest"],
      [{ state: "Maharashtra" }, "The billing address must be in Rajasthan, where this GSTIN is registered"],
      [{ state: "Atlantis" }, "Please enter an Indian state or union territory"],
      [{ legalName: " " }, "Please enter the name registered for GST"],
    ];
    for (const [change, message] of refusals) {
      const answer = await callRoute(save, { method: "PUT", token, body: { ...rajasthanSchool, ...change } });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(await db().businessProfile.findUnique({ where: { userId: user.id } })).toBeNull();
  });
});

/** An order of two units to Jodhpur, invoiced to `business` when given, confirmed; by a new customer unless one is given. */
async function schoolOrder(
  business: typeof rajasthanSchool | null,
  purchaseOrder?: string,
  customer?: Awaited<ReturnType<typeof createUser>>,
) {
  const { user, token } = customer ?? (await createUser());
  if (business) expect((await callRoute(save, { method: "PUT", token, body: business })).status).toBe(200);
  const product = await createProduct({ stockQuantity: 5 });
  const address = { ...deliveryAddress(TEST_PINCODES.warehouse.pincode), email: user.email };
  const items = [{ productId: product.id, quantity: 2 }];
  const placed = await placeOrder(user.id, { items, address, gstInvoice: business !== null, purchaseOrder }, "COD");
  const order = await confirmedByCustomer(placed);
  const row = await db().taxDocument.findFirstOrThrow({ where: { orderId: order.id, kind: "INVOICE" } });
  return { order, user, invoice: readTaxDocumentSnapshot(row.snapshot, row.id) };
}

describe("a GST invoice to a registered buyer", () => {
  it("names the buyer with its GSTIN and billing address, ships to the delivery address, prints the PO, and splits the tax by the buyer's state", async () => {
    const { order, invoice } = await schoolOrder(rajasthanSchool, "VN/PO/2026/118");
    expect(order.businessBuyer).toEqual(rajasthanSchool);
    expect(invoice.buyer).toMatchObject({ name: rajasthanSchool.legalName, gstin: rajasthanSchool.gstin });
    expect(invoice.buyer.addressLines).toEqual(["Ratanada Road", "Jodhpur, Rajasthan 342011", "India"]);
    expect(invoice.shipTo?.addressLines[0]).toBe(order.address.street);
    expect(invoice.purchaseOrder).toBe("VN/PO/2026/118");
    expect(invoice.placeOfSupply).toEqual({ state: "Rajasthan", code: "08" });
    expect(invoice.supplyType).toBe("INTRA_STATE");
    expect(invoice.totals.cgst + invoice.totals.sgst).toBe(invoice.totals.tax);
    expect(invoice.totals.igst).toBe(0);

    // Every particular of rule 46 for a registered recipient, as the PDF prints it.
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await renderTaxDocumentPdf(invoice) })
      .toString()
      .replace(/\s+/g, " ");
    for (const particular of [
      "Tax Invoice",
      `Invoice number: ${invoice.number}`,
      `GSTIN: ${invoice.seller.gstin}`,
      "Bill to",
      rajasthanSchool.legalName,
      `GSTIN: ${rajasthanSchool.gstin}`,
      "Ratanada Road",
      "Ship to",
      order.address.street,
      "Place of supply",
      "Rajasthan (code 08)",
      "Purchase order: VN/PO/2026/118",
      "HSN",
      "Taxable value",
      "CGST",
      "SGST",
      "Whether tax is payable under reverse charge: No",
      "Authorised signatory",
    ]) {
      expect(text, particular).toContain(particular);
    }
  });

  it("charges IGST to a buyer registered in another state, its place of supply its GSTIN's state", async () => {
    const { invoice } = await schoolOrder(puneTrust);
    expect(invoice.placeOfSupply).toEqual({ state: "Maharashtra", code: "27" });
    expect(invoice.supplyType).toBe("INTER_STATE");
    expect(invoice.totals.cgst + invoice.totals.sgst).toBe(0);
    expect(invoice.totals.igst).toBe(invoice.totals.tax);
  });

  it("is refused to a customer with no business profile, and a consumer's order stays B2C", async () => {
    const { user } = await createUser();
    const product = await createProduct({ stockQuantity: 5 });
    const address = { ...deliveryAddress(TEST_PINCODES.warehouse.pincode), email: user.email };
    const items = [{ productId: product.id, quantity: 1 }];
    await expect(placeOrder(user.id, { items, address, gstInvoice: true }, "COD")).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("first add your business or school's GSTIN"),
    });
    const { invoice } = await schoolOrder(null);
    expect(invoice.buyer.gstin).toBeNull();
    expect(invoice.shipTo).toBeNull();
  });

  it("is reported in GSTR-1's B2B table with the buyer's GSTIN and name, its credit note in 9B (CDNR)", async () => {
    const { order, invoice, user } = await schoolOrder(puneTrust);
    const { invoice: consumerInvoice } = await schoolOrder(null);
    await runOrderTransaction((t) =>
      transition(t, order.id, "CANCELLED", { actor: { kind: "customer", id: user.id } }),
    );
    const rows = (await gstr1Csv(indianMonthOf(new Date()))).split("\r\n").map((line) => line.split(","));
    const rowOf = (type: string, number: string) => rows.find((row) => row[0] === type && row[1] === number)!;
    expect(rowOf("Invoice", invoice.number).slice(14)).toEqual(["4A B2B", puneTrust.gstin, puneTrust.legalName]);
    const credit = rows.find((row) => row[0] === "Credit note" && row[3] === invoice.number)!;
    expect(credit.slice(14)).toEqual(["9B CDNR", puneTrust.gstin, puneTrust.legalName]);
    expect(rowOf("Invoice", consumerInvoice.number).slice(14)).toEqual(["7 B2CS", "", ""]);
  });
});

describe("a school's invoices of a period", () => {
  it("come as one PDF, each document in issue order; another customer's never, and a bad period is a 400", async () => {
    const school = await createUser();
    const first = await schoolOrder(rajasthanSchool, "VN/PO/1", school);
    const second = await schoolOrder(rajasthanSchool, "VN/PO/2", school);
    const today = indianIsoDay(new Date());
    const download = (token: string, query: Record<string, string>) =>
      routeResponse(invoicesOfPeriod, { method: "GET", token, query });
    const response = await download(school.token, { from: today, to: today });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="tax-invoices-${today}-to-${today}.pdf"`,
    );
    const pdf = Buffer.from(await response.arrayBuffer());
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString();
    const numbers = [first.invoice.number, second.invoice.number];
    for (const number of numbers) expect(text).toContain(`Invoice number: ${number}`);
    expect(numbers.map((number) => text.indexOf(`Invoice number: ${number}`))).toEqual(
      [...numbers.map((number) => text.indexOf(`Invoice number: ${number}`))].sort((a, b) => a - b),
    );
    expect(text).toContain("Purchase order: VN/PO/2");

    const stranger = await createUser();
    expect((await download(stranger.token, { from: today, to: today })).status).toBe(404);
    expect((await download(school.token, { from: today, to: "2020-01-01" })).status).toBe(400);
    expect((await download(school.token, { from: "2024-01-01", to: "2026-01-01" })).status).toBe(400);
  });
});
