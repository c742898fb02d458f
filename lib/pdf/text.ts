/**
 * The store's A4 PDFs (tax documents, activity sheets) and their text in two fonts: DejaVu Sans
 * (../fonts.ts) for Latin, digits, ₹ and punctuation, Noto Sans Devanagari for Hindi, whose subset
 * has no digits or punctuation. pdfkit's fontkit shapes the Devanagari runs: conjuncts (क्ष, त्र,
 * द्ध), the i-matra before its consonant, the reph, and marks below and above.
 */
import "server-only";
import PDFDocument from "pdfkit";
import { dejaVuFontFile, devanagariFontFile } from "../fonts";

type Doc = PDFKit.PDFDocument;
export type Weight = "regular" | "bold";

export const MARGIN = 36;
const PAGE_WIDTH = 595.28; // A4
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

export interface TextOptions {
  width: number;
  align?: "left" | "right" | "center";
}

/** Devanagari letters and signs (U+0900–U+097F), with the spaces between them. */
const DEVANAGARI_RUN = /([\u0900-\u097F]+(?: +[\u0900-\u097F]+)*)/;
const DEVANAGARI = /[\u0900-\u097F]/;

function registerFonts(doc: Doc): void {
  doc.registerFont("regular", dejaVuFontFile("DejaVuSans.ttf"));
  doc.registerFont("bold", dejaVuFontFile("DejaVuSans-Bold.ttf"));
  doc.registerFont("regular-devanagari", devanagariFontFile(400));
  doc.registerFont("bold-devanagari", devanagariFontFile(700));
}

/** An A4 document drawn by `draw`, as its bytes: the store's fonts registered, its margins set. */
export async function renderA4Pdf(info: PDFKit.DocumentInfo, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    // pdfkit would otherwise load its built-in Helvetica, whose metrics files a bundle lacks.
    font: dejaVuFontFile("DejaVuSans.ttf"),
    info,
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** Writes `text` at (x, y), each run in its font; the document's position moves below it as doc.text's does. */
export function write(doc: Doc, text: string, weight: Weight, x: number, y: number, options: TextOptions): void {
  // A line break inside continued text would be lost: each line is written on its own.
  text.split("\n").forEach((line, index) => writeLine(doc, line, weight, x, index === 0 ? y : doc.y, options));
}

function writeLine(doc: Doc, text: string, weight: Weight, x: number, y: number, options: TextOptions): void {
  const runs = text.split(DEVANAGARI_RUN).filter(Boolean);
  const font = (run: string) => doc.font(DEVANAGARI.test(run) ? `${weight}-devanagari` : weight);
  if (runs.length <= 1) {
    font(text).text(text, x, y, options);
  } else if ((options.align ?? "left") === "left") {
    // One paragraph, wrapped as one: each run continues the line the previous one left.
    runs.forEach((run, index) => {
      const continued = index < runs.length - 1;
      if (index === 0) font(run).text(run, x, y, { ...options, continued });
      else font(run).text(run, { continued });
    });
  } else {
    // A centred or right-aligned label: one line, its runs placed side by side.
    const widths = runs.map((run) => font(run).widthOfString(run));
    const total = widths.reduce((sum, width) => sum + width, 0);
    let left = x + (options.align === "center" ? (options.width - total) / 2 : options.width - total);
    let height = 0;
    runs.forEach((run, index) => {
      font(run).text(run, left, y, { lineBreak: false });
      height = Math.max(height, doc.currentLineHeight(true));
      left += widths[index]!;
    });
    doc.x = x;
    doc.y = y + height;
  }
}
