import Link from "next/link";

/** An admin page's heading, with the link that creates a new record of its kind. */
export function PageHeader({ title, newHref, newLabel }: { title: string; newHref?: string; newLabel?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {newHref && (
        <Link href={newHref} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {newLabel}
        </Link>
      )}
    </div>
  );
}
