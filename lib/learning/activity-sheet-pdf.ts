/**
 * An activity sheet as an A4 PDF in the sheet's language (#37): the activity on the first page,
 * with room under each question to write, and the answers on a page of their own, so a child can
 * be handed the first without them. Labels from messages/<locale>/learn.ts (learn.sheet).
 */
import "server-only";
import { createTranslator } from "use-intl/core";
import type { Locale } from "../i18n/locales";
import { runtimeMessages } from "../i18n/messages";
import { CONTENT_WIDTH, MARGIN, renderA4Pdf, write } from "../pdf/text";
import { site } from "../site";
import type { ActivitySheet } from "./activity-sheets";
import { classesName } from "./learning-map";

type Doc = PDFKit.PDFDocument;

const BRAND = "#1e3a8a";
const INK = "#0f172a";
const RULE = "#cbd5e1";
/** Lines left under each question for the child's working. */
const WRITING_LINES = 3;
const LINE_GAP = 20;

function heading(doc: Doc, text: string): void {
  doc.moveDown(0.8).fontSize(13).fillColor(BRAND);
  write(doc, text, "bold", MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.fillColor(INK).fontSize(11).moveDown(0.3);
}

/** "1." beside its text, the text wrapped in its own column. */
function numbered(doc: Doc, number: number, text: string): void {
  const top = doc.y;
  write(doc, `${number}.`, "bold", MARGIN, top, { width: 20 });
  write(doc, text, "regular", MARGIN + 20, top, { width: CONTENT_WIDTH - 20 });
  doc.moveDown(0.4);
}

function writingLines(doc: Doc): void {
  for (let line = 0; line < WRITING_LINES; line += 1) {
    const y = doc.y + LINE_GAP;
    // Keep the ruled lines with their question: a new page when they would not fit.
    if (y > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc
      .moveTo(MARGIN + 20, doc.y + LINE_GAP)
      .lineTo(MARGIN + CONTENT_WIDTH, doc.y + LINE_GAP)
      .strokeColor(RULE)
      .stroke();
    doc.y += LINE_GAP;
  }
  doc.moveDown(0.6);
}

export async function renderActivitySheetPdf(sheet: ActivitySheet, locale: Locale): Promise<Buffer> {
  const t = createTranslator({ locale, messages: runtimeMessages(locale), namespace: "learn.sheet" });
  const classes = classesName(sheet.topic.classes, locale);
  const topic =
    sheet.topic.chapter === null
      ? sheet.topic.title
      : t("chapter", { number: sheet.topic.chapter, title: sheet.topic.title });
  return renderA4Pdf({ Title: sheet.title, Author: site.name, Subject: `${classes} · ${topic}` }, (doc) => {
    doc.fontSize(9).fillColor(BRAND);
    write(doc, `${site.name} · ${t("label")}`, "bold", MARGIN, MARGIN, { width: CONTENT_WIDTH });
    doc.moveDown(0.6).fontSize(18).fillColor(INK);
    write(doc, sheet.title, "bold", MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.moveDown(0.3).fontSize(10).fillColor("#334155");
    write(doc, `${classes} · ${topic}\n${t("withToy", { toy: sheet.product.name })}`, "regular", MARGIN, doc.y, {
      width: CONTENT_WIDTH,
    });
    doc.moveDown(0.6).fontSize(10).fillColor(INK);
    write(doc, `${t("name")} ____________________    ${t("date")} ____________`, "regular", MARGIN, doc.y, {
      width: CONTENT_WIDTH,
    });

    heading(doc, t("goal"));
    write(doc, sheet.goal, "regular", MARGIN, doc.y, { width: CONTENT_WIDTH });
    heading(doc, t("steps"));
    sheet.steps.forEach((step, index) => numbered(doc, index + 1, step));
    heading(doc, t("questions"));
    sheet.questions.forEach(({ question }, index) => {
      numbered(doc, index + 1, question);
      writingLines(doc);
    });

    doc.addPage();
    heading(doc, t("answers"));
    sheet.questions.forEach(({ answer }, index) => numbered(doc, index + 1, answer));
  });
}
