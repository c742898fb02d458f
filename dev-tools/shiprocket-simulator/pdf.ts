/**
 * The PDFs Shiprocket links to: a 4×6 inch shipping label per shipment (288×432 pt, what thermal
 * label printers take) with the AWB as a Code 128 barcode, and an A4 manifest the courier signs at
 * pickup. pdfkit's built-in Helvetica has no ₹, so amounts say "Rs.".
 */
import PDFDocument from "pdfkit";
import { encodeCode128B } from "./code128";
import { courierById } from "./couriers";
import { istDate, istDateTime } from "./dates";
import type { Shipment } from "./state";

const LABEL_SIZE: [number, number] = [288, 432];
const MARGIN = 10;
const INNER = LABEL_SIZE[0] - 2 * MARGIN;
const BARCODE_HEIGHT = 72;
/** Blank modules each side of the barcode, as scanners need. */
const QUIET_MODULES = 10;

const rupees = (amount: number) =>
  `Rs. ${amount.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function render(doc: PDFKit.PDFDocument, draw: () => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  draw();
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** Bars as filled rectangles, one run of "1" modules each, scaled to `width`. */
function drawBarcode(doc: PDFKit.PDFDocument, value: string, x: number, y: number, width: number) {
  const bars = encodeCode128B(value);
  const moduleWidth = width / (bars.length + 2 * QUIET_MODULES);
  for (const run of bars.matchAll(/1+/g)) {
    doc
      .rect(x + (QUIET_MODULES + run.index) * moduleWidth, y, run[0].length * moduleWidth, BARCODE_HEIGHT)
      .fill("black");
  }
}

function rule(doc: PDFKit.PDFDocument) {
  doc.moveDown(0.4);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(LABEL_SIZE[0] - MARGIN, doc.y)
    .lineWidth(0.8)
    .stroke("black");
  doc.moveDown(0.4);
}

function drawLabel(doc: PDFKit.PDFDocument, shipment: Shipment) {
  const { destination: to, origin: from } = shipment;
  const courier = courierById(shipment.courierId);
  doc.addPage({ size: LABEL_SIZE, margin: MARGIN });
  const cod = shipment.paymentMethod === "COD" && !shipment.isReturn;
  doc
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(cod ? `COD  ${rupees(shipment.subTotal)}` : "PREPAID", { align: "right" });
  doc
    .moveUp()
    .fontSize(8)
    .text("Ship To:", MARGIN, MARGIN + 2);
  doc.font("Helvetica-Bold").fontSize(11).text(to.name, { width: INNER });
  doc.font("Helvetica").fontSize(9);
  doc.text([to.address, to.address2].filter(Boolean).join(", "), { width: INNER });
  doc.text(`${to.city}, ${to.state}`, { width: INNER });
  doc.font("Helvetica-Bold").fontSize(12).text(`PIN: ${to.pincode}`);
  doc.font("Helvetica").fontSize(9).text(`Phone: ${to.phone}`);
  rule(doc);
  doc
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(courier?.name ?? "", { continued: true });
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(`   Weight: ${shipment.weight.toFixed(2)} kg`, { align: "right" });
  const { length, breadth, height } = shipment.dimensions;
  doc.text(`Dimensions: ${length} x ${breadth} x ${height} cm`, { align: "right" });
  const top = doc.y + 4;
  drawBarcode(doc, shipment.awb ?? "", MARGIN, top, INNER);
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .text(shipment.awb ?? "", MARGIN, top + BARCODE_HEIGHT + 4, {
      width: INNER,
      align: "center",
    });
  doc.font("Helvetica").fontSize(8).text("AWB", { width: INNER, align: "center" });
  rule(doc);
  doc.font("Helvetica-Bold").fontSize(10).text(`Order: ${shipment.channelOrderId}`);
  doc.font("Helvetica").fontSize(8);
  doc.text(
    `Shiprocket order ${shipment.orderId}  ·  Shipment ${shipment.shipmentId}  ·  ${istDate(shipment.createdAt)}`,
  );
  for (const item of shipment.items.slice(0, 4)) {
    doc.text(`${item.name} (${item.sku}) x ${item.units}`, { width: INNER, lineBreak: false, ellipsis: true });
  }
  if (shipment.items.length > 4) doc.text(`and ${shipment.items.length - 4} more`);
  rule(doc);
  doc.font("Helvetica-Bold").fontSize(8).text("Shipped by (if undelivered, return to):");
  doc.font("Helvetica").text(`${shipment.pickupLocation ?? from.name}, ${from.city}, ${from.state} ${from.pincode}`, {
    width: INNER,
  });
  doc.fontSize(6).text("Computer-generated label (Shiprocket simulator): no signature required.", MARGIN, 410, {
    width: INNER,
    align: "center",
    lineBreak: false,
  });
}

/** One label page per shipment, in the order given. */
export function renderLabels(shipments: Shipment[]): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: "Shipping label", Author: "Shiprocket simulator" },
  });
  return render(doc, () => shipments.forEach((shipment) => drawLabel(doc, shipment)));
}

const COLUMNS: [title: string, width: number, cell: (shipment: Shipment) => string][] = [
  ["AWB", 95, (shipment) => shipment.awb ?? ""],
  ["Order", 95, (shipment) => shipment.channelOrderId],
  ["Courier", 95, (shipment) => courierById(shipment.courierId)?.name ?? ""],
  ["Consignee", 95, (shipment) => `${shipment.destination.name}, ${shipment.destination.pincode}`],
  ["Payment", 70, (shipment) => (shipment.paymentMethod === "COD" ? rupees(shipment.subTotal) : "PREPAID")],
  ["Weight", 45, (shipment) => `${shipment.weight.toFixed(2)} kg`],
];

/** The A4 list the courier's pickup agent signs for. */
export function renderManifest(manifestId: number, shipments: Shipment[], createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 36, info: { Title: `Manifest ${manifestId}` } });
  return render(doc, () => {
    doc.font("Helvetica-Bold").fontSize(16).text(`Manifest MANIFEST-${manifestId}`);
    doc
      .font("Helvetica")
      .fontSize(9)
      .text(`Generated ${istDateTime(createdAt)} IST  ·  ${shipments.length} shipment(s)`);
    doc.moveDown();
    const drawRow = (cells: string[], bold: boolean) => {
      if (doc.y > doc.page.height - 72) doc.addPage();
      const y = doc.y;
      let x = 36;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
      cells.forEach((cell, index) => {
        const width = COLUMNS[index]?.[1] ?? 0;
        doc.text(cell, x, y, { width: width - 4, lineBreak: false, ellipsis: true });
        x += width;
      });
      doc.x = 36;
      doc.moveDown(0.6);
    };
    drawRow(
      COLUMNS.map(([title]) => title),
      true,
    );
    for (const shipment of shipments)
      drawRow(
        COLUMNS.map(([, , cell]) => cell(shipment)),
        false,
      );
    doc.moveDown(3);
    doc
      .font("Helvetica")
      .fontSize(9)
      .text("Seller signature: ____________________      Courier agent: ____________________");
  });
}
