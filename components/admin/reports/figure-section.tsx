import type { ReactNode } from "react";
import type { ReportMeasure } from "@/lib/validation/reports";
import { BarChart } from "./bar-chart";
import { returnsCsvHref } from "./csv-link";
import { ReportSection } from "./report-section";

export interface Figure {
  label: string;
  value: number;
  /** Written beside its bar; the count alone by default. */
  text?: string;
}

const count = (value: number) => value.toLocaleString("en-IN");

/** A measure of a few counts: its summary, a chart of them, the same as a list, and its CSV. */
export function FigureSection({
  id,
  heading,
  measure,
  days,
  summary,
  figures,
}: {
  id: string;
  heading: string;
  measure: ReportMeasure;
  days: number;
  summary: ReactNode;
  figures: readonly Figure[];
}) {
  return (
    <ReportSection id={id} heading={heading} csvHref={returnsCsvHref(measure, days)}>
      <p data-testid={id}>{summary}</p>
      <BarChart
        title={heading}
        bars={figures.map(({ label, value, text }) => ({ label, value, text: text ?? count(value) }))}
      />
      <ul className="list-inside list-disc">
        {figures.map(({ label, value }) => (
          <li key={label}>
            {label}: {count(value)}
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
