import { DataTable, type Column } from "@/components/ui/data-table";
import type { VitalName } from "@/lib/analytics/report-names";
import { DEVICE_LABELS, PAGE_TYPE_LABELS, type SpeedRow, type VitalFigure } from "@/lib/analytics/speed-report";
import { VERDICT_LABELS, VITAL_RULES, vitalText, type Verdict } from "@/lib/analytics/vital-thresholds";
import { BarChart } from "./bar-chart";
import { ReportSection } from "./report-section";

type Measured = SpeedRow & { figure: VitalFigure };

const VERDICT_COLOURS: Record<Verdict, string> = {
  good: "text-green-700",
  "needs-improvement": "text-amber-800",
  poor: "text-red-700",
};

const segment = ({ page, device }: SpeedRow) => `${PAGE_TYPE_LABELS[page]} · ${DEVICE_LABELS[device]}`;

const columns = (metric: VitalName): Column<Measured>[] => [
  { header: "Page type", cell: (row) => PAGE_TYPE_LABELS[row.page] },
  { header: "Device", cell: (row) => DEVICE_LABELS[row.device] },
  { header: "Samples", cell: (row) => row.figure.samples.toLocaleString("en-IN"), className: "text-right" },
  { header: "p75", cell: (row) => vitalText(metric, row.figure.p75), className: "text-right" },
  {
    header: "Verdict",
    cell: (row) => (
      <span className={`font-semibold ${VERDICT_COLOURS[row.figure.verdict]}`}>
        {VERDICT_LABELS[row.figure.verdict]}
      </span>
    ),
  },
];

/** One Core Web Vital: its thresholds, a chart of each page type and device's p75 against them, and the table. */
export function SpeedSection({ metric, rows }: { metric: VitalName; rows: readonly SpeedRow[] }) {
  const rule = VITAL_RULES[metric];
  const measured = rows.flatMap((row) => {
    const figure = row.figures[metric];
    return figure ? [{ ...row, figure }] : [];
  });
  const id = `speed-${metric.toLowerCase()}`;
  return (
    <ReportSection id={id} heading={`${rule.name} (${metric})`}>
      <p>
        Good when the 75th percentile is at most {vitalText(metric, rule.good)}, poor above{" "}
        {vitalText(metric, rule.poor)}.
      </p>
      {measured.length === 0 ? (
        <p>No measurement in this period.</p>
      ) : (
        <>
          <BarChart
            title={`${metric} at the 75th percentile`}
            max={Math.max(rule.poor * 1.25, ...measured.map((row) => row.figure.p75))}
            marks={[
              { value: rule.good, label: `good ≤ ${vitalText(metric, rule.good)}` },
              { value: rule.poor, label: `poor > ${vitalText(metric, rule.poor)}` },
            ]}
            bars={measured.map((row) => ({
              label: segment(row),
              value: row.figure.p75,
              text: `${vitalText(metric, row.figure.p75)} · ${VERDICT_LABELS[row.figure.verdict]}`,
            }))}
          />
          <DataTable
            columns={columns(metric)}
            rows={measured}
            rowKey={segment}
            empty="No measurement in this period."
            caption={`${metric} at the 75th percentile by page type and device`}
            rowTestId={id}
          />
        </>
      )}
    </ReportSection>
  );
}
