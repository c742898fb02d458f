"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { SearchIcon } from "@/components/icons";

/**
 * The header's search between 768 and 1023 px, where the main navigation leaves no room for the
 * box and the mobile menu is hidden: an icon button that opens the search form (`children`) in a
 * bar under the header. Opening focuses the box; Escape, or pressing the button again, closes it
 * and returns focus to the button.
 */
export function HeaderSearchToggle({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panel.current?.querySelector("input")?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="hidden md:block lg:hidden">
      <button
        ref={button}
        type="button"
        // Named without "search", like the form's button (header-search.tsx).
        aria-label={useTranslations("layout.search")("open")}
        aria-expanded={open}
        aria-controls="header-search-bar"
        onClick={() => (open ? close() : setOpen(true))}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <SearchIcon />
      </button>
      <div
        ref={panel}
        id="header-search-bar"
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 py-3 shadow-md"
        onKeyDown={(event) => {
          if (event.key === "Escape") close();
        }}
      >
        <div className="mx-auto max-w-xl">{children}</div>
      </div>
    </div>
  );
}
