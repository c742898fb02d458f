import { SearchIcon } from "@/components/icons";
import { inputClass } from "@/components/ui/form-field";

/**
 * The header's search (desktop bar, tablet bar behind HeaderSearchToggle, mobile menu): a GET form
 * to /shop?q=, so it works without JavaScript and the results page is shareable. The button's name
 * avoids the word "search" so it never shadows the search buttons of the pages below it.
 */
export function HeaderSearch({ id, className }: { id: string; className: string }) {
  return (
    <form action="/shop" method="get" role="search" aria-label="Shop" className={`flex gap-1 ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search the shop
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={100}
        placeholder="Search toys and games"
        className={`${inputClass} min-w-0 py-1.5 text-sm`}
      />
      <button
        type="submit"
        aria-label="Find toys"
        className="shrink-0 rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <SearchIcon />
      </button>
    </form>
  );
}
