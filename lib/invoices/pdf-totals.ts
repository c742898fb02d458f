/**
 * The totals of a tax document's PDF: taxable value, tax, the total, and what gift cards and store
 * credit paid of it (a payment, so printed after the total: the invoice's value stays whole), then
 * the amount in words and the notes the rules ask for.
 */
import "server-only";
import { formatRupees } from "../money";
import { amountInHindiWords } from "../tax/amount-in-hindi-words";
import { CONTENT_WIDTH, MARGIN, write, type Weight } from "../pdf/text";
import type { Printing } from "./printing";

export function printTotals({ doc, snapshot, t }: Printing): void {
  const { totals: sums } = snapshot;
  const intraState = snapshot.supplyType === "INTRA_STATE";
  const taxLines: [string, number, Weight][] = intraState
    ? [
        [t("totals.cgst"), sums.cgst, "regular"],
        [t("totals.sgst"), sums.sgst, "regular"],
      ]
    : [[t("totals.igst"), sums.igst, "regular"]];
  const credit = snapshot.paidByCredit;
  const lines: [string, number, Weight][] = [
    [t("totals.taxable"), sums.taxable, "regular"],
    ...taxLines,
    [t("totals.total"), sums.total, "bold"],
    ...(credit > 0
      ? ([
          [t("totals.paidByCredit"), -credit, "regular"],
          [t("totals.balance"), sums.total - credit, "regular"],
        ] satisfies [string, number, Weight][])
      : []),
  ];
  doc.moveDown(0.3);
  doc.fontSize(9);
  for (const [label, amount, weight] of lines) {
    const top = doc.y;
    write(doc, label, weight, MARGIN + CONTENT_WIDTH - 260, top, { width: 160, align: "right" });
    write(doc, formatRupees(amount), weight, MARGIN + CONTENT_WIDTH - 100, top, { width: 100, align: "right" });
  }
  doc.moveDown(0.6);
  doc.fontSize(8.5);
  for (const note of [
    t("amountInWords", {
      // The words recorded at issue are English; a Hindi invoice writes the same total in Hindi.
      words: snapshot.locale === "hi" ? amountInHindiWords(snapshot.totals.total) : snapshot.amountInWords,
    }),
    t("reverseCharge"),
    t("inclusive"),
  ]) {
    write(doc, note, "regular", MARGIN, doc.y, { width: CONTENT_WIDTH });
  }
}
