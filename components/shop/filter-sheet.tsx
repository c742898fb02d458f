"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * The filters as a bottom sheet under 768 px (SPEC §2); from 768 px they sit in the sidebar and
 * this toggle is hidden. The page behind does not scroll while the sheet is open.
 */
export function FilterSheet({ children }: { children: ReactNode }) {
  const t = useTranslations("shopClient");
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    document.body.style.overflow = "hidden";
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", closeOnEscape);
    return () => {
      document.body.style.overflow = "";
      window.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-controls="filter-sheet"
        variant="secondary"
        size="sm"
        className="md:hidden"
      >
        {t("filters")}
      </Button>
      <div
        id="filter-sheet"
        // Closed, the filters are the sidebar's region: a name needs a role (HTML-ARIA).
        role={open ? "dialog" : "region"}
        aria-modal={open ? true : undefined}
        aria-label={t("filters")}
        className={open ? "fixed inset-0 z-50 flex flex-col justify-end bg-slate-900/40 md:hidden" : "hidden md:block"}
        onClick={(event) => event.target === event.currentTarget && setOpen(false)}
      >
        <div className={open ? "max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-5" : ""}>
          {open && (
            <div className="mb-4 flex items-center justify-between">
              <h2 className="text-lg font-bold">{t("filters")}</h2>
              <button type="button" onClick={() => setOpen(false)} className="rounded px-2 py-1 text-sm">
                {t("close")}
              </button>
            </div>
          )}
          {children}
        </div>
      </div>
    </>
  );
}
