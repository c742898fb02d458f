import { HeadlineFigures } from "@/components/admin/reports/headline-figures";
import { PeriodPicker } from "@/components/admin/reports/period-picker";
import { ReportsNav } from "@/components/admin/reports/reports-nav";
import { TableSection } from "@/components/admin/reports/table-section";
import { TimeChart } from "@/components/admin/reports/time-chart";
import { PageHeader } from "@/components/admin/page-header";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatIndianIsoDay } from "@/lib/dates";
import { percentText } from "@/lib/reports/percent";
import { salesReportRequest } from "@/lib/reports/report-request";
import { salesCsvHref, salesReport } from "@/lib/reports/sales-page";
import { cellValue } from "@/lib/reports/sales-tables";
import type { SalesMeasure } from "@/lib/validation/reports";

export const metadata = { title: "Sales" };

const HEADINGS: Record<Exclude<SalesMeasure, "series">, string> = {
  customers: "New and returning customers",
  products: "Top products",
  categories: "Categories",
  states: "Sales by state",
  pincodes: "Top pincodes",
  methods: "Payment methods",
  attempts: "Online payments by PhonePe instrument",
  losses: "Cancelled and undelivered orders",
  returns: "Return requests by reason",
};

/**
 * The sales report (issue #36): for a period in India, what the shop earned (lib/reports/revenue.ts)
 * beside the period before, by day, week or month, and by customer, product, place, payment and
 * loss; each measure a chart, a table and a CSV.
 */
export default async function SalesReportPage({
  searchParams,
}: {
  searchParams: Promise<{ from?: string; to?: string; grain?: string }>;
}) {
  await requireAdminPage();
  const { query, problem } = salesReportRequest(await searchParams);
  const { period, previous, summary, previousSeries, tables } = await salesReport(query);
  const series = tables.series;
  const points = series.rows.map((row, index) => ({
    start: (row[0] as { text: string }).text,
    value: cellValue(row[series.charted]!),
    previous: previousSeries[index]?.figures.net ?? 0,
  }));
  const attempts = tables.attempts.rows.reduce(
    (sum, row) => ({ paid: sum.paid + cellValue(row[1]!), ended: sum.ended + cellValue(row[1]!) + cellValue(row[2]!) }),
    { paid: 0, ended: 0 },
  );
  const span = (from: string, to: string) => `${formatIndianIsoDay(from)} to ${formatIndianIsoDay(to)}`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Sales" />
      <ReportsNav current="/admin/reports" />
      <PeriodPicker path="/admin/reports" query={query} problem={problem} />
      <p className="text-sm text-slate-700">
        Orders placed {span(period.firstDay, period.lastDay)} (India), beside{" "}
        {span(previous.firstDay, previous.lastDay)}. Revenue counts paid orders and delivered cash on delivery orders,
        less what was refunded.
      </p>
      <HeadlineFigures current={summary.current} previous={summary.previous} />
      <TableSection
        id="series"
        heading={`Net sales by ${query.grain}`}
        summary="Columns: this period. Dashed line: the period before, day for day."
        table={series}
        csvHref={salesCsvHref("series", query)}
        chart={<TimeChart points={points} title={`Net sales by ${query.grain}`} />}
      />
      {(Object.keys(HEADINGS) as (keyof typeof HEADINGS)[]).map((measure) => (
        <TableSection
          key={measure}
          id={measure}
          heading={HEADINGS[measure]}
          summary={
            measure === "attempts"
              ? `${attempts.paid.toLocaleString("en-IN")} of ${attempts.ended.toLocaleString("en-IN")} finished PhonePe payments went through (${percentText(attempts.paid, attempts.ended)}).`
              : undefined
          }
          table={tables[measure]}
          csvHref={salesCsvHref(measure, query)}
        />
      ))}
    </div>
  );
}
