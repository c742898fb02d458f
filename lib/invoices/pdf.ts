/**
 * A tax invoice or credit note as a PDF (pdfkit), made from its stored snapshot alone, its labels
 * in the order's language (messages/<locale>/invoice.ts): DejaVu Sans, as pdfkit's built-in fonts
 * have no ₹, and Noto Sans Devanagari for Hindi (../pdf/text.ts).
 */
import "server-only";
import { formatIndianDate } from "../dates";
import { formatRupees } from "../money";
import { CONTENT_WIDTH, MARGIN, renderA4Pdf, write, type Weight } from "../pdf/text";
import { printHeader } from "./pdf-header";
import { printPayment, type PaymentDetails } from "./pdf-payment";
import { printTotals } from "./pdf-totals";
import type { Printing } from "./printing";
import type { DocumentLine, TaxDocumentSnapshot } from "./snapshot";
import { invoiceTexts } from "./texts";

interface Column {
  title: string;
  width: number;
  cell: (line: DocumentLine) => string;
  align?: "left" | "right";
}

function describe({ t }: Printing, line: DocumentLine): string {
  // Shipping and the COD fee are named in the document's language; goods as they were sold.
  const description = line.kind === "GOODS" ? line.description : t(`lines.${line.kind}`);
  return line.countryOfOrigin
    ? `${description}\n${t("countryOfOrigin", { country: line.countryOfOrigin })}`
    : description;
}

function columnsFor(printing: Printing): Column[] {
  const { snapshot, t } = printing;
  const half = (rate: number) => `${rate / 2}%`;
  const tax: Column[] =
    snapshot.supplyType === "INTRA_STATE"
      ? [
          {
            title: t("columns.cgst"),
            width: 58,
            cell: (l) => `${half(l.ratePercent)} ${formatRupees(l.cgst)}`,
            align: "right",
          },
          {
            title: t("columns.sgst"),
            width: 58,
            cell: (l) => `${half(l.ratePercent)} ${formatRupees(l.sgst)}`,
            align: "right",
          },
        ]
      : [
          {
            title: t("columns.igst"),
            width: 116,
            cell: (l) => `${l.ratePercent}% ${formatRupees(l.igst)}`,
            align: "right",
          },
        ];
  // A promotion's discount is printed on each line it reduced (CGST Rules, rule 46(k)); documents
  // with none keep the wider description.
  const discounted = snapshot.lines.some((line) => line.discount > 0);
  return [
    { title: t("columns.description"), width: discounted ? 99 : 127, cell: (l) => describe(printing, l) },
    { title: t("columns.hsn"), width: discounted ? 36 : 40, cell: (l) => l.hsnCode },
    { title: t("columns.quantity"), width: discounted ? 24 : 26, cell: (l) => String(l.quantity), align: "right" },
    {
      title: t("columns.unitPrice"),
      width: discounted ? 56 : 60,
      cell: (l) => formatRupees(l.unitPrice),
      align: "right",
    },
    ...(discounted
      ? [
          {
            title: t("columns.discount"),
            width: 52,
            cell: (l: DocumentLine) => formatRupees(l.discount),
            align: "right" as const,
          },
        ]
      : []),
    { title: t("columns.taxable"), width: discounted ? 60 : 64, cell: (l) => formatRupees(l.taxable), align: "right" },
    { title: t("columns.rate"), width: discounted ? 26 : 30, cell: (l) => `${l.ratePercent}%`, align: "right" },
    ...tax,
    { title: t("columns.total"), width: discounted ? 54 : 60, cell: (l) => formatRupees(l.total), align: "right" },
  ];
}

function row({ doc }: Printing, columns: Column[], cells: string[], weight: Weight = "regular"): void {
  // Columns are written side by side: start a new page before a row could straddle two.
  if (doc.y > doc.page.height - MARGIN - 48) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.fontSize(7.5);
  columns.forEach((column, index) => {
    write(doc, cells[index] ?? "", weight, x + 2, top, { width: column.width - 4, align: column.align ?? "left" });
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

function signature({ doc, snapshot, t }: Printing): void {
  doc.moveDown(2.5);
  const x = MARGIN + CONTENT_WIDTH - 200;
  doc.fontSize(8.5);
  write(doc, t("for", { seller: snapshot.seller.legalName }), "regular", x, doc.y, { width: 200, align: "right" });
  doc.moveDown(2.5);
  write(doc, t("signatory"), "regular", x, doc.y, { width: 200, align: "right" });
}

/** The document's PDF bytes; a proforma invoice's with how to pay it. */
export async function renderTaxDocumentPdf(snapshot: TaxDocumentSnapshot, payment?: PaymentDetails): Promise<Buffer> {
  const t = invoiceTexts(snapshot.locale);
  const info = { Title: `${t(`documentName.${snapshot.kind}`)} ${snapshot.number}`, Author: snapshot.seller.legalName };
  return renderA4Pdf(info, (doc) => {
    const printing: Printing = { doc, snapshot, t, date: (iso) => formatIndianDate(new Date(iso), snapshot.locale) };
    printHeader(printing);
    const columns = columnsFor(printing);
    row(
      printing,
      columns,
      columns.map((column) => column.title),
      "bold",
    );
    for (const line of snapshot.lines)
      row(
        printing,
        columns,
        columns.map((column) => column.cell(line)),
      );
    printTotals(printing);
    signature(printing);
    if (payment) printPayment(printing, payment);
  });
}
