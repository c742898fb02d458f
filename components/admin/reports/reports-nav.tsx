import Link from "next/link";

const REPORTS = [
  { href: "/admin/reports", label: "Sales" },
  { href: "/admin/reports/returns", label: "Where returns come from" },
  { href: "/admin/reports/funnel", label: "Funnel" },
  { href: "/admin/reports/speed", label: "Speed" },
] as const;

/** The reports, one link each; the one shown is marked. */
export function ReportsNav({ current }: { current: (typeof REPORTS)[number]["href"] }) {
  return (
    <nav aria-label="Reports" className="flex flex-wrap gap-2 border-b border-slate-200 pb-2 text-sm">
      {REPORTS.map((report) => (
        <Link
          key={report.href}
          href={report.href}
          aria-current={report.href === current ? "page" : undefined}
          className={`rounded-md px-3 py-2 font-semibold ${report.href === current ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"}`}
        >
          {report.label}
        </Link>
      ))}
    </nav>
  );
}
