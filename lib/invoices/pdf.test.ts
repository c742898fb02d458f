import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmedByCustomer } from "@/test/support/orders";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { placeOrder } from "../orders/place-order";
import { renderTaxDocumentPdf } from "./pdf";
import { readTaxDocumentSnapshot, taxDocumentSnapshot } from "./snapshot";

beforeAll(ensureTestPincodes);

const snapshot = (locale: "en" | "hi") =>
  taxDocumentSnapshot.parse({
    kind: "INVOICE",
    number: "GP/2026-27/000123",
    locale,
    issuedAt: "2026-08-15T05:00:00.000Z",
    orderId: "cmf0example0order",
    orderPlacedAt: "2026-08-15T04:59:00.000Z",
    estimatedDelivery: locale === "hi" ? "19 अगस्त 2026 तक (3-4 दिन)" : "by 19 August 2026 (3-4 days)",
    against: null,
    reason: null,
    seller: {
      legalName: "GanitPlay Learning Pvt Ltd",
      gstin: "08ABCDE1234F1Z5",
      address: "12, Paota B Road, Jodhpur",
      state: "Rajasthan",
      stateCode: "08",
    },
    buyer: {
      name: "Meera Joshi",
      addressLines: ["4, MG Road", "Pune, Maharashtra 411001", "India"],
      phone: "9876543210",
    },
    placeOfSupply: { state: "Maharashtra", code: "27" },
    supplyType: "INTER_STATE",
    lines: [
      {
        orderItemId: "line1",
        kind: "GOODS",
        description: "Trigonometry Tiles",
        countryOfOrigin: "India",
        hsnCode: "9503",
        quantity: 2,
        unitPrice: 149900,
        ratePercent: 12,
        total: 299800,
        taxable: 267679,
        cgst: 0,
        sgst: 0,
        igst: 32121,
      },
      {
        orderItemId: null,
        kind: "COD_FEE",
        description: "Cash on delivery fee",
        countryOfOrigin: null,
        hsnCode: "9965",
        quantity: 1,
        unitPrice: 4900,
        ratePercent: 12,
        total: 4900,
        taxable: 4375,
        cgst: 0,
        sgst: 0,
        igst: 525,
      },
    ],
    totals: { taxable: 272054, cgst: 0, sgst: 0, igst: 32646, tax: 32646, total: 304700 },
    amountInWords: "Rupees Three Thousand Forty-Seven Only",
  });

/** The fonts a PDF embeds, by their PostScript names (the font dictionaries are not compressed). */
const embeddedFonts = (pdf: Buffer) =>
  new Set([...pdf.toString("latin1").matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]));

/** The PDF's text as poppler's pdftotext lays it out. */
const textOf = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString();

describe("the tax invoice PDF's lines", () => {
  it("prints a promotion's discount on the line it reduced, and no discount column on an invoice without one", async () => {
    const plain = snapshot("en");
    const [goods, fee] = plain.lines;
    const discounted = {
      ...plain,
      lines: [{ ...goods!, discount: 29_980, total: 269_820, taxable: 240_911, igst: 28_909 }, fee!],
    };
    const text = textOf(await renderTaxDocumentPdf(discounted));
    expect(text).toMatch(/Discount/);
    expect(text).toMatch(/Trigonometry Tiles .*₹1,499\.00 +₹299\.80 +₹2,409\.11 /);
    expect(textOf(await renderTaxDocumentPdf(plain))).not.toMatch(/Discount/);
  });

  it("prints what a gift card paid after the whole total, which it leaves as it is (docs/GST.md)", async () => {
    const plain = snapshot("en");
    const text = textOf(await renderTaxDocumentPdf({ ...plain, paidByCredit: 50_000 }));
    const total = plain.totals.total;
    const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;
    expect(text).toMatch(new RegExp(`Total \\(tax inclusive\\) +${rupees(total).replace(".", "\\.")}`));
    expect(text).toMatch(/Paid by gift card \/ store credit +-₹500\.00/);
    expect(text).toContain(`Rest of the total`);
    expect(text).toContain(rupees(total - 50_000));
    expect(textOf(await renderTaxDocumentPdf(plain))).not.toMatch(/gift card/);
  });
});

describe("an e-invoice's registration on the PDF", () => {
  it("prints the IRN and acknowledgement when the invoice has them, and nothing of the kind when not", async () => {
    const irn = "a5c12dca80e743321740b0a16d6e4d5d0c8f6a1e2b3c4d5e6f708192a3b4c5d6";
    const registered = {
      ...snapshot("en"),
      eInvoice: {
        irn,
        ackNumber: "112610012345678",
        ackDate: "2026-08-15T05:01:00.000Z",
        signedQrCode: "eyJhbGciOi.x.y",
      },
    };
    const text = textOf(await renderTaxDocumentPdf(registered)).replace(/\s+/g, " ");
    expect(text).toContain(`IRN: ${irn}`);
    expect(text).toContain("Ack. no. 112610012345678 of 15 August 2026");
    expect(textOf(await renderTaxDocumentPdf(snapshot("en")))).not.toContain("IRN");
  });
});

describe("the tax invoice PDF in the order's language", () => {
  it("writes a Hindi invoice's labels in Noto Sans Devanagari beside DejaVu Sans, an English one in DejaVu alone", async () => {
    const hindi = embeddedFonts(await renderTaxDocumentPdf(snapshot("hi")));
    expect(hindi).toEqual(
      new Set(["DejaVuSans", "DejaVuSans-Bold", "NotoSansDevanagari-Regular", "NotoSansDevanagari-Bold"]),
    );
    const english = embeddedFonts(await renderTaxDocumentPdf(snapshot("en")));
    expect(english).toEqual(new Set(["DejaVuSans", "DejaVuSans-Bold"]));
  });

  it("issues a Hindi order's invoice in Hindi, its promised delivery written as India writes it in Hindi", async () => {
    const { user } = await createUser();
    const product = await createProduct({ stockQuantity: 3 });
    const address = { ...deliveryAddress(TEST_PINCODES.warehouse.pincode), email: user.email };
    const placed = await placeOrder(user.id, { items: [{ productId: product.id, quantity: 1 }], address }, "COD", "hi");
    const order = await confirmedByCustomer(placed);
    const stored = await db().taxDocument.findFirstOrThrow({ where: { orderId: order.id, kind: "INVOICE" } });
    const invoice = readTaxDocumentSnapshot(stored.snapshot, stored.id);
    expect(invoice.locale).toBe("hi");
    expect(invoice.estimatedDelivery).toMatch(/^\d{1,2} [\u0900-\u097F]+ 20\d\d तक \(\d+(-\d+)? दिन\)$/);
  });
});
