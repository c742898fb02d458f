/**
 * A tax invoice or credit note as a PDF (pdfkit), made from its stored snapshot alone, in DejaVu
 * Sans (../fonts.ts): pdfkit's built-in fonts have no ₹.
 */
import "server-only";
import PDFDocument from "pdfkit";
import { formatIndianDate } from "../dates";
import { dejaVuFontFile } from "../fonts";
import { formatRupees } from "../money";
import type { DocumentLine, TaxDocumentSnapshot } from "./snapshot";

const MARGIN = 36;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

interface Column {
  title: string;
  width: number;
  cell: (line: DocumentLine) => string;
  align?: "left" | "right";
}

const money = (paise: number) => formatRupees(paise);

const describe = (line: DocumentLine) =>
  line.countryOfOrigin ? `${line.description}\nCountry of origin: ${line.countryOfOrigin}` : line.description;

function columnsFor(snapshot: TaxDocumentSnapshot): Column[] {
  const intra = snapshot.supplyType === "INTRA_STATE";
  const half = (rate: number) => `${rate / 2}%`;
  const tax: Column[] = intra
    ? [
        { title: "CGST", width: 58, cell: (l) => `${half(l.ratePercent)} ${money(l.cgst)}`, align: "right" },
        { title: "SGST", width: 58, cell: (l) => `${half(l.ratePercent)} ${money(l.sgst)}`, align: "right" },
      ]
    : [{ title: "IGST", width: 116, cell: (l) => `${l.ratePercent}% ${money(l.igst)}`, align: "right" }];
  return [
    { title: "Description", width: 127, cell: (l) => describe(l) },
    { title: "HSN", width: 40, cell: (l) => l.hsnCode },
    { title: "Qty", width: 26, cell: (l) => String(l.quantity), align: "right" },
    { title: "Unit price", width: 60, cell: (l) => money(l.unitPrice), align: "right" },
    { title: "Taxable value", width: 64, cell: (l) => money(l.taxable), align: "right" },
    { title: "Rate", width: 30, cell: (l) => `${l.ratePercent}%`, align: "right" },
    ...tax,
    { title: "Total", width: 60, cell: (l) => money(l.total), align: "right" },
  ];
}

type Doc = PDFKit.PDFDocument;

function row(doc: Doc, columns: Column[], cells: string[], bold = false): void {
  // Columns are written side by side: start a new page before a row could straddle two.
  if (doc.y > doc.page.height - MARGIN - 48) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.font(bold ? "bold" : "regular").fontSize(7.5);
  columns.forEach((column, index) => {
    doc.text(cells[index] ?? "", x + 2, top, { width: column.width - 4, align: column.align ?? "left" });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.y = bottom + 3;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor("#999999")
    .stroke();
  doc.y += 3;
}

function block(doc: Doc, heading: string, lines: string[], x: number, top: number, width: number): number {
  doc.font("bold").fontSize(9).text(heading, x, top, { width });
  doc.font("regular").fontSize(8.5);
  for (const line of lines) doc.text(line, x, doc.y, { width });
  return doc.y;
}

function header(doc: Doc, snapshot: TaxDocumentSnapshot): void {
  const isCredit = snapshot.kind === "CREDIT_NOTE";
  doc
    .font("bold")
    .fontSize(16)
    .text(isCredit ? "Credit Note" : "Tax Invoice", MARGIN, MARGIN, { align: "center" });
  doc.font("regular").fontSize(8).text("Original for recipient", { align: "center" });
  doc.moveDown(0.8);
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 8;
  const { seller } = snapshot;
  const left = block(
    doc,
    seller.legalName,
    [seller.address, `GSTIN: ${seller.gstin}`, `State: ${seller.state} (code ${seller.stateCode})`],
    MARGIN,
    top,
    half,
  );
  const details = [
    `${isCredit ? "Credit note" : "Invoice"} number: ${snapshot.number}`,
    `${isCredit ? "Credit note" : "Invoice"} date: ${formatIndianDate(new Date(snapshot.issuedAt))}`,
    ...(snapshot.against
      ? [`Against invoice: ${snapshot.against.number} of ${formatIndianDate(new Date(snapshot.against.issuedAt))}`]
      : []),
    ...(snapshot.reason ? [`Reason: ${snapshot.reason}`] : []),
    `Order: ${snapshot.orderId}`,
    `Order date: ${formatIndianDate(new Date(snapshot.orderPlacedAt))}`,
    ...(snapshot.estimatedDelivery ? [`Estimated delivery: ${snapshot.estimatedDelivery}`] : []),
  ];
  const right = block(doc, "Details", details, MARGIN + half + 16, top, half);
  doc.y = Math.max(left, right) + 10;
  const buyerTop = doc.y;
  const { buyer, placeOfSupply } = snapshot;
  const buyerBottom = block(
    doc,
    "Bill to / Ship to",
    [buyer.name, ...buyer.addressLines, buyer.phone],
    MARGIN,
    buyerTop,
    half,
  );
  const place = `${placeOfSupply.state}${placeOfSupply.code ? ` (code ${placeOfSupply.code})` : ""}`;
  const supply = snapshot.supplyType === "INTRA_STATE" ? "Intra-state: CGST + SGST" : "Inter-state: IGST";
  const placeBottom = block(doc, "Place of supply", [place, supply], MARGIN + half + 16, buyerTop, half);
  doc.y = Math.max(buyerBottom, placeBottom) + 12;
}

function totals(doc: Doc, snapshot: TaxDocumentSnapshot): void {
  const { totals: t } = snapshot;
  const taxLines: [string, number][] =
    snapshot.supplyType === "INTRA_STATE"
      ? [
          ["Total CGST", t.cgst],
          ["Total SGST", t.sgst],
        ]
      : [["Total IGST", t.igst]];
  const lines: [string, number][] = [["Taxable value", t.taxable], ...taxLines, ["Total (tax inclusive)", t.total]];
  doc.moveDown(0.3);
  for (const [label, amount] of lines) {
    const top = doc.y;
    doc.font(label.startsWith("Total (") ? "bold" : "regular").fontSize(9);
    doc.text(label, MARGIN + CONTENT_WIDTH - 260, top, { width: 160, align: "right" });
    doc.text(money(amount), MARGIN + CONTENT_WIDTH - 100, top, { width: 100, align: "right" });
  }
  doc.moveDown(0.6);
  doc.font("regular").fontSize(8.5).text(`Amount in words: ${snapshot.amountInWords}`, MARGIN, doc.y, {
    width: CONTENT_WIDTH,
  });
  doc.text("Whether tax is payable under reverse charge: No");
  doc.text("Prices are inclusive of GST. Shipping and the COD fee are taxed with the goods as one composite supply.");
}

function signature(doc: Doc, snapshot: TaxDocumentSnapshot): void {
  doc.moveDown(2.5);
  const x = MARGIN + CONTENT_WIDTH - 200;
  doc.font("regular").fontSize(8.5).text(`For ${snapshot.seller.legalName}`, x, doc.y, { width: 200, align: "right" });
  doc.moveDown(2.5);
  doc.text("Authorised signatory", x, doc.y, { width: 200, align: "right" });
}

/** The document's PDF bytes. */
export async function renderTaxDocumentPdf(snapshot: TaxDocumentSnapshot): Promise<Buffer> {
  const fonts = { regular: dejaVuFontFile("DejaVuSans.ttf"), bold: dejaVuFontFile("DejaVuSans-Bold.ttf") };
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    font: fonts.regular,
    info: {
      Title: `${snapshot.kind === "CREDIT_NOTE" ? "Credit note" : "Tax invoice"} ${snapshot.number}`,
      Author: snapshot.seller.legalName,
    },
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  header(doc, snapshot);
  const columns = columnsFor(snapshot);
  row(
    doc,
    columns,
    columns.map((column) => column.title),
    true,
  );
  for (const line of snapshot.lines)
    row(
      doc,
      columns,
      columns.map((column) => column.cell(line)),
    );
  totals(doc, snapshot);
  signature(doc, snapshot);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
