import type { ReportMeasure } from "@/lib/validation/reports";

/** Downloads one measure of the returns report as CSV, for the period shown. */
export function CsvLink({ measure, days }: { measure: ReportMeasure; days: number }) {
  return (
    <a
      href={`/api/admin/reports/returns?measure=${measure}&days=${days}`}
      download
      className="font-semibold text-brand-700 hover:underline"
    >
      Download CSV
    </a>
  );
}
