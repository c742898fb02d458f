import { getLocale, getTranslations } from "next-intl/server";
import { SearchIcon } from "@/components/icons";
import { localizedPath } from "@/lib/i18n/addresses";
import { inputClass } from "@/components/ui/input-class";

/**
 * The header's search (desktop bar, tablet bar behind HeaderSearchToggle, mobile menu): a GET form
 * to /shop?q=, so it works without JavaScript and the results page is shareable. The button's name
 * avoids the word "search" so it never shadows the search buttons of the pages below it.
 */
export async function HeaderSearch({ id, className }: { id: string; className: string }) {
  const t = await getTranslations("layout.search");
  return (
    <form
      action={localizedPath("/shop", await getLocale())}
      method="get"
      role="search"
      aria-label={t("label")}
      className={`flex gap-1 ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t("field")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={100}
        placeholder={t("placeholder")}
        className={`${inputClass} min-w-0 py-1.5 text-sm`}
      />
      <button
        type="submit"
        aria-label={t("submit")}
        className="shrink-0 rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <SearchIcon />
      </button>
    </form>
  );
}
