/**
 * A sent quote's proforma invoice: laid out as the tax invoice will be (the same lines, tax split
 * by the place of supply, totals and words) but titled and marked as no tax invoice, with the
 * store's bank account and a UPI QR code for its exact amount. Made from the quote as it stands.
 */
import "server-only";
import { findServiceablePincode } from "../delivery/delivery";
import { env } from "../env";
import { conflict } from "../http/errors";
import { invoiceLines } from "../invoices/lines";
import { parties } from "../invoices/parties";
import { renderTaxDocumentPdf } from "../invoices/pdf";
import { placeOfSupply, registeredPlaceOfSupply } from "../invoices/place-of-supply";
import type { TaxDocumentSnapshot } from "../invoices/snapshot";
import { upiPaymentUri } from "../payments/bank-transfer/upi";
import { amountInWords } from "../tax/amount-in-words";
import { addUp, supplyTypeOf } from "../tax/gst";
import type { Seller } from "../tax/seller";
import type { Quote } from "./quote";

/**
 * `deliveryState` is the state the pincode directory gives for the delivery pincode, preferred to
 * the typed one as an order's invoice prefers it.
 */
export function proformaSnapshot(quote: Quote, seller: Seller, deliveryState: string): TaxDocumentSnapshot {
  const { number, totals, sentAt, businessBuyer: business, address } = quote;
  if (!number || !totals || !sentAt) throw conflict("A quote has a proforma invoice once it is priced and sent");
  const place = business
    ? registeredPlaceOfSupply(business.gstin)
    : placeOfSupply(quote.id, deliveryState, address.state);
  const supplyType = supplyTypeOf(seller.stateCode, place.code);
  const lines = invoiceLines(
    {
      lines: quote.lines.map((line) => ({
        orderItemId: line.id,
        name: line.name,
        countryOfOrigin: null,
        hsnCode: line.hsnCode,
        ratePercent: line.gstRate,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discount: line.discount,
      })),
      shipping: totals.shipping,
      codFee: 0,
    },
    supplyType,
  );
  const sums = addUp(lines);
  return {
    kind: "PROFORMA",
    number,
    locale: quote.locale,
    issuedAt: sentAt.toISOString(),
    orderId: quote.id,
    orderPlacedAt: quote.createdAt.toISOString(),
    estimatedDelivery: null,
    against: null,
    reason: null,
    seller,
    ...parties(address, business),
    purchaseOrder: quote.purchaseOrder,
    validUntil: quote.validUntil,
    eInvoice: null,
    placeOfSupply: place,
    supplyType,
    lines,
    totals: sums,
    amountInWords: amountInWords(sums.total),
    paidByCredit: 0,
  };
}

/** The proforma invoice's PDF: the document, then how to pay it. */
export async function proformaPdf(quote: Quote): Promise<Buffer> {
  const { seller, bankAccount } = env();
  const destination = await findServiceablePincode(quote.address.pincode);
  const snapshot = proformaSnapshot(quote, seller, destination?.place.state ?? quote.address.state);
  const upiUri = upiPaymentUri({
    upiId: bankAccount.upiId,
    payeeName: bankAccount.accountName,
    amount: snapshot.totals.total,
    note: snapshot.number,
  });
  return renderTaxDocumentPdf(snapshot, { ...bankAccount, upiUri, terms: quote.terms });
}
