import { inputClass } from "@/components/forms/field";

/** A GET search over an admin list; the query stays in the address so it can be shared. */
export function SearchForm({ action, label, q }: { action: string; label: string; q: string }) {
  return (
    <form action={action} method="get" role="search" className="flex max-w-xl gap-2">
      <label htmlFor="admin-search" className="sr-only">
        {label}
      </label>
      <input id="admin-search" name="q" type="search" defaultValue={q} placeholder={label} className={inputClass} />
      <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        Search
      </button>
    </form>
  );
}
