import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "./button";
import { inputClass } from "./input-class";

/**
 * A GET search (the shop, the blog, the admin lists); the query stays in the address so it can be
 * shared. Extra filters (labelled selects, hidden fields) go in `children`, between the search box
 * and the button.
 */
export function SearchForm({
  action,
  id,
  label,
  placeholder = label,
  q,
  className,
  children,
}: {
  action: string;
  id: string;
  /** Read by screen readers only; the placeholder says the same on screen unless given. */
  label: string;
  placeholder?: string;
  q: string;
  /** Margins and width. */
  className: string;
  children?: ReactNode;
}) {
  const t = useTranslations("ui");
  return (
    <form action={action} method="get" role="search" className={`flex flex-wrap gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={q}
        placeholder={placeholder}
        className={`${inputClass} min-w-48 flex-1`}
      />
      {children}
      <Button type="submit">{t("search")}</Button>
    </form>
  );
}
