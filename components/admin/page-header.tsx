import { ButtonLink } from "@/components/ui/button";

/** An admin page's heading, with the link that creates a new record of its kind. */
export function PageHeader({ title, newHref, newLabel }: { title: string; newHref?: string; newLabel?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {newHref && <ButtonLink href={newHref}>{newLabel}</ButtonLink>}
    </div>
  );
}
