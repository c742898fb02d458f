import Link from "next/link";

/** A report's choice of period: the last `days` of each choice, the one shown marked. */
export function PeriodNav({ path, choices, days }: { path: string; choices: readonly number[]; days: number }) {
  return (
    <nav aria-label="Period" className="flex flex-wrap gap-2 text-sm">
      {choices.map((choice) => (
        <Link
          key={choice}
          href={`${path}?days=${choice}`}
          aria-current={choice === days ? "page" : undefined}
          className={`rounded-md px-3 py-2 font-semibold ${choice === days ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
        >
          Last {choice} days
        </Link>
      ))}
    </nav>
  );
}
