"use client";

import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent, type ReactNode } from "react";

const TABS = ["description", "specifications"] as const;

/** The description and specifications tabs, keyboard-operable as the ARIA tabs pattern says. */
export function ProductTabs({ description, specifications }: { description: ReactNode; specifications: ReactNode }) {
  const t = useTranslations("productClient.tabs");
  const [active, setActive] = useState<(typeof TABS)[number]>("description");
  const moveWithArrows = (event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const next = active === "description" ? "specifications" : "description";
    setActive(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <div className="mt-10">
      <div role="tablist" aria-label={t("label")} className="flex gap-2 border-b border-slate-200">
        {TABS.map((tab) => (
          <button
            key={tab}
            id={`tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={active === tab}
            aria-controls={`panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            onKeyDown={moveWithArrows}
            className={`-mb-px border-b-2 px-4 py-2 font-semibold ${active === tab ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600"}`}
          >
            {t(tab)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          id={`panel-${tab}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab}`}
          hidden={active !== tab}
          className="py-6"
        >
          {tab === "description" ? description : specifications}
        </div>
      ))}
    </div>
  );
}
