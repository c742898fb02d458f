import type { ComponentProps } from "react";
import { SearchForm } from "@/components/ui/search-form";

/** The search above every admin list. */
export function AdminSearchForm(props: Omit<ComponentProps<typeof SearchForm>, "id" | "className">) {
  return <SearchForm id="admin-search" className="max-w-3xl" {...props} />;
}
