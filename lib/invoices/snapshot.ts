/**
 * What a tax invoice or credit note prints, frozen when it is issued (the `snapshot` column of
 * `tax_documents`): its PDF and the monthly export are made from this alone, never from the
 * order or the product as they are later. Money in integer paise; credit notes hold positive
 * amounts (the document says it is a credit).
 */
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "../i18n/locales";

const paise = z.number().int();

export const documentLine = z.object({
  /** The order line a goods line sold; null for shipping and the COD fee. */
  orderItemId: z.string().nullable(),
  kind: z.enum(["GOODS", "SHIPPING", "COD_FEE"]),
  description: z.string(),
  /** A goods line's country of origin, as the listing declared it when the invoice was issued. */
  countryOfOrigin: z.string().nullable().default(null),
  hsnCode: z.string(),
  quantity: z.number().int().positive(),
  /** Tax-inclusive, before the line's discount. */
  unitPrice: paise,
  /** What promotions took off the line (0 on documents from before promotions). */
  discount: paise.default(0),
  ratePercent: z.number(),
  /** Tax-inclusive line amount as paid: unitPrice × quantity − discount = taxable + cgst + sgst + igst. */
  total: paise,
  taxable: paise,
  cgst: paise,
  sgst: paise,
  igst: paise,
});
export type DocumentLine = z.infer<typeof documentLine>;

export const taxDocumentSnapshot = z.object({
  /** PROFORMA: a quote's proforma invoice (lib/quotes/), printed the same way, never stored as a tax document. */
  kind: z.enum(["INVOICE", "CREDIT_NOTE", "PROFORMA"]),
  number: z.string(),
  /** The language of the order, which the PDF's labels are in; English for older documents. */
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
  issuedAt: z.iso.datetime(),
  orderId: z.string(),
  orderPlacedAt: z.iso.datetime(),
  /** The delivery checkout promised, in its words in the document's language ("by … (3-4 days)"); null on credit notes and older invoices. */
  estimatedDelivery: z.string().nullable().default(null),
  /** For a credit note: the invoice it reduces, and why. */
  against: z.object({ number: z.string(), issuedAt: z.iso.datetime() }).nullable(),
  reason: z.string().nullable(),
  seller: z.object({
    legalName: z.string(),
    gstin: z.string(),
    address: z.string(),
    state: z.string(),
    stateCode: z.string(),
  }),
  /** To whom it is billed: a consumer at the delivery address, or a registered business at its billing address. */
  buyer: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    phone: z.string(),
    /** A registered buyer's GSTIN (a B2B supply, GSTR-1 table 4A); null for a consumer. */
    gstin: z.string().nullable().default(null),
  }),
  /** Where the goods went, when that is not the buyer's address above (a B2B supply). */
  shipTo: z
    .object({ name: z.string(), addressLines: z.array(z.string()) })
    .nullable()
    .default(null),
  /** A proforma invoice's last valid day (Indian calendar day, "2026-12-14"). */
  validUntil: z.iso.date().nullable().default(null),
  /** The buyer's purchase order number. */
  purchaseOrder: z.string().nullable().default(null),
  /**
   * The e-invoice registration (IRN), printed with its signed QR code: not used below ₹5 crore
   * turnover (docs/GST.md), kept so that a registered invoice needs no new layout.
   */
  eInvoice: z
    .object({ irn: z.string(), ackNumber: z.string(), ackDate: z.iso.datetime(), signedQrCode: z.string() })
    .nullable()
    .default(null),
  /** The delivery state, or a registered buyer's GSTIN state; code null only if the address named no state the GST table knows. */
  placeOfSupply: z.object({ state: z.string(), code: z.string().nullable() }),
  supplyType: z.enum(["INTRA_STATE", "INTER_STATE"]),
  lines: z.array(documentLine),
  totals: z.object({
    taxable: paise,
    cgst: paise,
    sgst: paise,
    igst: paise,
    tax: paise,
    total: paise,
  }),
  amountInWords: z.string(),
  /** An invoice's total paid by gift cards and store credit: a payment, printed after the total (docs/GST.md). */
  paidByCredit: paise.default(0),
});
export type TaxDocumentSnapshot = z.infer<typeof taxDocumentSnapshot>;

/** Reads a stored snapshot; one that does not parse is the store's fault (a logged 500). */
export function readTaxDocumentSnapshot(json: unknown, documentId: string): TaxDocumentSnapshot {
  const parsed = taxDocumentSnapshot.safeParse(json);
  if (!parsed.success) throw new Error(`Tax document ${documentId} has an unreadable snapshot`);
  return parsed.data;
}
