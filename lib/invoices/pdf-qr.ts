/**
 * A QR code drawn as vector squares in a PDF (pdfkit): sharp at any print size, no image to
 * embed. The e-invoice's signed QR and the proforma invoice's UPI payment code use it.
 */
import "server-only";
import QRCode from "qrcode";

/** Draws `text` as a QR code `size` points wide with its top-left corner at (x, y). */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  // The quiet zone of 4 modules on every side that scanners need.
  const cell = size / (modules.size + 8);
  doc.save().rect(x, y, size, size).fill("#ffffff");
  doc.fillColor("#000000");
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}
