/** Downloads one measure of a report as CSV, for the period shown. */
export function CsvLink({ href }: { href: string }) {
  return (
    <a href={href} download className="font-semibold text-brand-700 hover:underline">
      Download CSV
    </a>
  );
}

/** The returns report's CSV of one measure (GET /api/admin/reports/returns). */
export const returnsCsvHref = (measure: string, days: number) =>
  `/api/admin/reports/returns?measure=${measure}&days=${days}`;
