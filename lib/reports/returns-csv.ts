/** The returns report's figures as CSV, one measure a file (GET /api/admin/reports/returns). */
import "server-only";
import { csvCell, csvDocument } from "../csv";
import { toRupeeString } from "../money";
import type { ReportMeasure } from "../validation/reports";
import type { Period } from "./period";
import { percentText } from "./percent";
import { confirmationFigures, returnRates, ruleEffects, type ReturnDimension } from "./returns-report";

export const DIMENSION_LABELS: Record<ReturnDimension, string> = {
  pincode: "Pincode",
  state: "State",
  courier: "Courier",
  payment: "Payment method",
  week: "Week from",
};

const rate = (part: number, whole: number) => percentText(part, whole).replace("%", "");

export async function returnsCsv(measure: ReportMeasure, period: Period): Promise<string> {
  if (measure === "confirmation") {
    const figures = await confirmationFigures(period);
    const answered = figures.asked - figures.waiting;
    return csvDocument(
      ["Answer", "Orders", "Share of answered (%)"],
      [
        ["Confirmed", figures.confirmed],
        ["Paid online instead", figures.paidOnline],
        ["Cancelled by the customer", figures.cancelled],
        ["Not confirmed in time", figures.expired],
      ]
        .map(([answer, count]) => [csvCell(String(answer)), String(count), rate(Number(count), answered)])
        .concat([["Still waiting", String(figures.waiting), ""]]),
    );
  }
  if (measure === "rules") {
    const effects = await ruleEffects(period);
    return csvDocument(
      ["Figure", "Value"],
      [
        ["Checkouts rated", String(effects.rated)],
        ["Cash on delivery refused", String(effects.codRefused)],
        ["Paid online when asked to", String(effects.steeredToPrepaid)],
        ["Paid online rather than the extra fee", String(effects.paidOnlineOverFee)],
        ["Cash on delivery with the extra fee", String(effects.codWithFee)],
        ["Extra fees charged (₹)", toRupeeString(effects.feesCharged)],
      ],
    );
  }
  const rows = await returnRates(measure, period, 10_000);
  return csvDocument(
    [DIMENSION_LABELS[measure], "Parcels finished", "Came back undelivered", "Return rate (%)"],
    rows.map(({ key, finished, returned }) => [
      csvCell(key),
      String(finished),
      String(returned),
      rate(returned, finished),
    ]),
  );
}
