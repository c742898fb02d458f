import type { ReactNode } from "react";
import { inputClass } from "@/components/forms/field";

/**
 * A GET search over an admin list; the query stays in the address so it can be shared. Extra
 * filters (labelled selects) go in `children`, between the search box and the button.
 */
export function SearchForm({
  action,
  label,
  q,
  children,
}: {
  action: string;
  label: string;
  q: string;
  children?: ReactNode;
}) {
  return (
    <form action={action} method="get" role="search" className="flex max-w-3xl flex-wrap gap-2">
      <label htmlFor="admin-search" className="sr-only">
        {label}
      </label>
      <input
        id="admin-search"
        name="q"
        type="search"
        defaultValue={q}
        placeholder={label}
        className={`${inputClass} min-w-48 flex-1`}
      />
      {children}
      <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        Search
      </button>
    </form>
  );
}
