import { DataTable, type Column } from "@/components/ui/data-table";
import { dropOffText, ofFirstText, ofPreviousText, type FunnelRow } from "@/lib/analytics/funnel-report";
import { BarChart } from "./bar-chart";
import { ReportSection } from "./report-section";

const count = (value: number) => value.toLocaleString("en-IN");

const COLUMNS: Column<FunnelRow>[] = [
  { header: "Step", cell: (row) => row.label },
  {
    header: "Count",
    cell: (row) => <span data-testid={`funnel-count-${row.step}`}>{count(row.count)}</span>,
    className: "text-right",
  },
  { header: "Of the step before", cell: ofPreviousText, className: "text-right" },
  { header: "Drop-off", cell: dropOffText, className: "text-right" },
  { header: "Of product views", cell: ofFirstText, className: "text-right" },
];

/** The funnel's steps: a chart of their counts with each drop-off, the same as a table, and its CSV. */
export function FunnelSection({ rows, days }: { rows: readonly FunnelRow[]; days: number }) {
  return (
    <ReportSection
      id="funnel-steps"
      heading="From product page to payment"
      csvHref={`/api/admin/reports/funnel?days=${days}`}
    >
      <BarChart
        title="Checkout funnel"
        bars={rows.map((row) => ({
          label: row.label,
          value: row.count,
          text: row.previous === null ? count(row.count) : `${count(row.count)} (drop-off ${dropOffText(row)})`,
        }))}
      />
      <DataTable
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.step}
        empty="Nothing was counted in this period."
        caption="Checkout funnel"
        rowTestId="funnel-step"
      />
    </ReportSection>
  );
}
