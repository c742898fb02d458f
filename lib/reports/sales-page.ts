/**
 * Everything the sales report page shows for a period (issue #36), read at once: the headline
 * figures beside the previous period's, the series of both for the chart, and every measure's table.
 */
import "server-only";
import { SALES_MEASURES, type SalesMeasure, type SalesReportQuery } from "../validation/reports";
import { indianPeriod, previousPeriod } from "./period";
import { comparedSales, salesSeries } from "./sales-report";
import { salesTable, type ReportTable } from "./sales-tables";

export async function salesReport(query: SalesReportQuery) {
  const period = indianPeriod(query.from, query.to);
  const previous = previousPeriod(period);
  const [summary, previousSeries, ...tables] = await Promise.all([
    comparedSales(period),
    salesSeries(previous, query.grain),
    ...SALES_MEASURES.map((measure) => salesTable(measure, period, query.grain)),
  ]);
  const byMeasure = Object.fromEntries(SALES_MEASURES.map((measure, index) => [measure, tables[index]!])) as Record<
    SalesMeasure,
    ReportTable
  >;
  return { period, previous, summary, previousSeries, tables: byMeasure };
}

/** A measure's CSV address for the period shown. */
export const salesCsvHref = (measure: SalesMeasure, { from, to, grain }: SalesReportQuery) =>
  `/api/admin/reports/sales?measure=${measure}&from=${from}&to=${to}&grain=${grain}`;
