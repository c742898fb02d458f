import type { ReactNode } from "react";
import type { ReportMeasure } from "@/lib/validation/reports";
import { BarChart } from "./bar-chart";
import { CsvLink, returnsCsvHref } from "./csv-link";

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
    <section
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 text-sm"
      aria-labelledby={id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold">
          {heading}
        </h2>
        <CsvLink href={returnsCsvHref(measure, days)} />
      </div>
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
    </section>
  );
}
