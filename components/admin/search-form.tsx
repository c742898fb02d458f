import type { ReactNode } from "react";
import { inputClass } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";

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
      <Button type="submit">Search</Button>
    </form>
  );
}
