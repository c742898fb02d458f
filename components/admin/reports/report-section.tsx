import type { ReactNode } from "react";
import { CsvLink } from "./csv-link";

/** A report's section: its heading (naming the section), the CSV of its figures when it has one, then its content. */
export function ReportSection({
  id,
  heading,
  csvHref,
  children,
}: {
  id: string;
  heading: ReactNode;
  csvHref?: string;
  children: ReactNode;
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
        {csvHref && <CsvLink href={csvHref} />}
      </div>
      {children}
    </section>
  );
}
