import Link from "next/link";
import { reportPresets } from "@/lib/reports/report-request";
import type { SalesReportQuery } from "@/lib/validation/reports";

const fieldClass = "rounded-md border border-slate-300 px-3 py-2";

/** The report's period: a form of two days and a grouping (no script needed), and the usual periods. */
export function PeriodPicker({
  path,
  query,
  problem,
}: {
  path: string;
  query: SalesReportQuery;
  problem: string | null;
}) {
  return (
    <div className="flex flex-col gap-3">
      <form method="get" action={path} className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1 font-semibold">
          From
          <input type="date" name="from" defaultValue={query.from} className={fieldClass} required />
        </label>
        <label className="flex flex-col gap-1 font-semibold">
          To
          <input type="date" name="to" defaultValue={query.to} className={fieldClass} required />
        </label>
        <label className="flex flex-col gap-1 font-semibold">
          By
          <select name="grain" defaultValue={query.grain} className={fieldClass}>
            <option value="day">Day</option>
            <option value="week">Week</option>
            <option value="month">Month</option>
          </select>
        </label>
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          Show
        </button>
      </form>
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem}: showing the last 30 days instead.
        </p>
      )}
      <nav aria-label="Usual periods" className="flex flex-wrap gap-2 text-sm">
        {reportPresets().map((preset) => (
          <Link
            key={preset.label}
            href={`${path}?from=${preset.from}&to=${preset.to}`}
            className="rounded-md px-3 py-2 font-semibold text-slate-700 hover:bg-slate-100"
          >
            {preset.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
