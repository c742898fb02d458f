import { DataTable, type Column } from "@/components/ui/data-table";
import { displayName } from "@/lib/delivery/rules";
import { percentTenths, percentText } from "@/lib/reports/percent";
import type { ReturnDimension, ReturnRow } from "@/lib/reports/returns-report";
import { BarChart } from "./bar-chart";
import { returnsCsvHref } from "./csv-link";
import { ReportSection } from "./report-section";

const COLUMNS = (label: string): Column<ReturnRow>[] => [
  { header: label, cell: (row) => row.key },
  { header: "Parcels finished", cell: (row) => row.finished.toLocaleString("en-IN"), className: "text-right" },
  { header: "Came back undelivered", cell: (row) => row.returned.toLocaleString("en-IN"), className: "text-right" },
  { header: "Return rate", cell: (row) => percentText(row.returned, row.finished), className: "text-right" },
];

/** The places the chart shows: the ten with most parcels (every week, in order). */
const CHARTED = 10;

/** One dimension of the returns report: its chart, its table and its CSV. */
export function ReturnRateSection({
  dimension,
  label,
  heading,
  rows,
  days,
}: {
  dimension: ReturnDimension;
  label: string;
  heading: string;
  rows: readonly ReturnRow[];
  days: number;
}) {
  const charted = dimension === "week" ? rows : rows.slice(0, CHARTED);
  const named = (key: string) => (dimension === "state" || dimension === "courier" ? displayName(key) : key);
  return (
    <ReportSection id={`by-${dimension}`} heading={heading} csvHref={returnsCsvHref(dimension, days)}>
      {rows.length === 0 ? (
        <p>No parcel finished in this period.</p>
      ) : (
        <>
          <BarChart
            title={`Return rate ${heading.toLowerCase()}`}
            max={1000}
            bars={charted.map((row) => ({
              label: named(row.key),
              value: percentTenths(row.returned, row.finished),
              text: `${percentText(row.returned, row.finished)} of ${row.finished}`,
            }))}
          />
          <DataTable
            columns={COLUMNS(label)}
            rows={rows.slice(0, 50)}
            rowKey={(row) => row.key}
            empty="No parcel finished in this period."
            caption={`Return rate ${heading.toLowerCase()}`}
            rowTestId={`returns-by-${dimension}`}
          />
        </>
      )}
    </ReportSection>
  );
}
