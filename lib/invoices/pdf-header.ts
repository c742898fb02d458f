/**
 * The top of a tax document's PDF: its title, the seller and the document's details side by side,
 * then the buyer (with a registered buyer's GSTIN and where the goods went, CGST Rules rule 46)
 * beside the place of supply, and an e-invoice's IRN with its signed QR code when it has one.
 */
import "server-only";
import { formatIndianIsoDay } from "../dates";
import { CONTENT_WIDTH, MARGIN, write } from "../pdf/text";
import type { Printing } from "./printing";
import { drawQrCode } from "./pdf-qr";

const COLUMN_WIDTH = CONTENT_WIDTH / 2 - 8;
const RIGHT_COLUMN = MARGIN + COLUMN_WIDTH + 16;
const E_INVOICE_QR_SIZE = 96;

function block({ doc }: Printing, heading: string, lines: string[], x: number, top: number): number {
  doc.fontSize(9);
  write(doc, heading, "bold", x, top, { width: COLUMN_WIDTH });
  doc.fontSize(8.5);
  for (const line of lines) write(doc, line, "regular", x, doc.y, { width: COLUMN_WIDTH });
  return doc.y;
}

function sellerAndDetails(printing: Printing): void {
  const { doc, snapshot, t, date } = printing;
  const { kind, seller } = snapshot;
  const top = doc.y;
  const sellerLines = [
    seller.address,
    t("gstin", { gstin: seller.gstin }),
    t("state", { state: seller.state, code: seller.stateCode }),
  ];
  const left = block(printing, seller.legalName, sellerLines, MARGIN, top);
  const proforma = kind === "PROFORMA";
  const details = [
    t(`number.${kind}`, { number: snapshot.number }),
    t(`date.${kind}`, { date: date(snapshot.issuedAt) }),
    ...(snapshot.validUntil
      ? [t("validUntil", { date: formatIndianIsoDay(snapshot.validUntil, snapshot.locale) })]
      : []),
    ...(snapshot.against
      ? [t("against", { number: snapshot.against.number, date: date(snapshot.against.issuedAt) })]
      : []),
    ...(snapshot.reason ? [t("reason", { reason: snapshot.reason })] : []),
    ...(proforma ? [] : [t("order", { id: snapshot.orderId }), t("orderDate", { date: date(snapshot.orderPlacedAt) })]),
    ...(snapshot.purchaseOrder ? [t("purchaseOrder", { number: snapshot.purchaseOrder })] : []),
    ...(snapshot.estimatedDelivery ? [t("estimatedDelivery", { estimate: snapshot.estimatedDelivery })] : []),
  ];
  const right = block(printing, t("details"), details, RIGHT_COLUMN, top);
  doc.y = Math.max(left, right) + 10;
}

function buyerAndPlace(printing: Printing): void {
  const { doc, snapshot, t } = printing;
  const { buyer, shipTo, placeOfSupply } = snapshot;
  const top = doc.y;
  const buyerLines = [
    buyer.name,
    ...(buyer.gstin ? [t("gstin", { gstin: buyer.gstin })] : []),
    ...buyer.addressLines,
    buyer.phone,
  ];
  let left = block(printing, t(shipTo ? "billTo" : "billAndShipTo"), buyerLines, MARGIN, top);
  if (shipTo) left = block(printing, t("shipTo"), [shipTo.name, ...shipTo.addressLines], MARGIN, left + 6);
  const place = placeOfSupply.code
    ? t("placeCode", { state: placeOfSupply.state, code: placeOfSupply.code })
    : placeOfSupply.state;
  const right = block(printing, t("placeOfSupply"), [place, t(`supply.${snapshot.supplyType}`)], RIGHT_COLUMN, top);
  doc.y = Math.max(left, right) + 12;
}

function eInvoice(printing: Printing): void {
  const { doc, snapshot, t, date } = printing;
  if (!snapshot.eInvoice) return;
  const { irn, ackNumber, ackDate, signedQrCode } = snapshot.eInvoice;
  const top = doc.y;
  const textWidth = CONTENT_WIDTH - E_INVOICE_QR_SIZE - 12;
  doc.fontSize(8);
  write(doc, t("eInvoice.irn", { irn }), "regular", MARGIN, top, { width: textWidth });
  write(doc, t("eInvoice.ack", { number: ackNumber, date: date(ackDate) }), "regular", MARGIN, doc.y, {
    width: textWidth,
  });
  drawQrCode(doc, signedQrCode, MARGIN + CONTENT_WIDTH - E_INVOICE_QR_SIZE, top, E_INVOICE_QR_SIZE);
  doc.y = Math.max(doc.y, top + E_INVOICE_QR_SIZE) + 10;
}

export function printHeader(printing: Printing): void {
  const { doc, snapshot, t } = printing;
  doc.fontSize(16);
  write(doc, t(`title.${snapshot.kind}`), "bold", MARGIN, MARGIN, { width: CONTENT_WIDTH, align: "center" });
  // A proforma says plainly that it is no tax invoice; a tax document, whose copy it is.
  doc.fontSize(snapshot.kind === "PROFORMA" ? 9 : 8);
  const subtitle = snapshot.kind === "PROFORMA" ? t("notTaxInvoice") : t("original");
  write(doc, subtitle, snapshot.kind === "PROFORMA" ? "bold" : "regular", MARGIN, doc.y, {
    width: CONTENT_WIDTH,
    align: "center",
  });
  doc.moveDown(0.8);
  sellerAndDetails(printing);
  eInvoice(printing);
  buyerAndPlace(printing);
}
