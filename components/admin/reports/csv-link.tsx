import type { ReportMeasure } from "@/lib/validation/reports";

/** Downloads a report's figures as CSV, for the period shown. */
export function CsvLink({ href }: { href: string }) {
  return (
    <a href={href} download className="font-semibold text-brand-700 hover:underline">
      Download CSV
    </a>
  );
}

/** One measure of the returns report (GET /api/admin/reports/returns). */
export const returnsCsvHref = (measure: ReportMeasure, days: number) =>
  `/api/admin/reports/returns?measure=${measure}&days=${days}`;
