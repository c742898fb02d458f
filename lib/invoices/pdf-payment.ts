/**
 * How to pay a proforma invoice, printed after its totals: the store's bank account for a transfer
 * quoting the proforma's number, and a UPI QR code for its exact amount, then the quote's terms.
 */
import "server-only";
import { formatRupees } from "../money";
import { drawQrCode } from "./pdf-qr";
import { CONTENT_WIDTH, MARGIN, write } from "../pdf/text";
import type { Printing } from "./printing";

export interface PaymentDetails {
  accountName: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
  upiId: string;
  /** The UPI payment address (upi://pay?…) the QR code carries. */
  upiUri: string;
  terms: string | null;
}

const QR_SIZE = 110;

export function printPayment({ doc, snapshot, t }: Printing, payment: PaymentDetails): void {
  doc.moveDown(1.5);
  if (doc.y > doc.page.height - MARGIN - QR_SIZE - 40) doc.addPage();
  const top = doc.y;
  const width = CONTENT_WIDTH - QR_SIZE - 16;
  doc.fontSize(10);
  write(doc, t("payment.heading"), "bold", MARGIN, top, { width });
  doc.fontSize(8.5);
  for (const line of [
    t("payment.bankTransfer"),
    t("payment.accountName", { name: payment.accountName }),
    t("payment.accountNumber", { number: payment.accountNumber }),
    t("payment.ifsc", { ifsc: payment.ifsc }),
    t("payment.bank", { bank: payment.bankName }),
    t("payment.reference", { number: snapshot.number }),
    t("payment.upi", { amount: formatRupees(snapshot.totals.total), upiId: payment.upiId }),
  ]) {
    write(doc, line, "regular", MARGIN, doc.y, { width });
  }
  drawQrCode(doc, payment.upiUri, MARGIN + CONTENT_WIDTH - QR_SIZE, top, QR_SIZE);
  doc.y = Math.max(doc.y, top + QR_SIZE) + 8;
  if (payment.terms)
    write(doc, t("payment.terms", { terms: payment.terms }), "regular", MARGIN, doc.y, { width: CONTENT_WIDTH });
}
