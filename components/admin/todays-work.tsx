import Link from "next/link";
import type { WorkItem } from "@/lib/admin/todays-work";

/** What waits for the operator: each kind with its count, linked to its list filtered to exactly those records. */
export function TodaysWork({ items }: { items: WorkItem[] }) {
  return (
    <section aria-labelledby="todays-work" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="todays-work" className="text-xl font-semibold">
        Today&apos;s work
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="todays-work">
        {items.map(({ kind, count, text, href }) => (
          <li key={kind} data-testid={`work-${kind}`}>
            {count === 0 ? (
              <span className="text-slate-600">{text}</span>
            ) : (
              <Link href={href} className="font-semibold text-brand-700 hover:underline">
                {text}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
