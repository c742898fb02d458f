"use client";

import { useState, type KeyboardEvent, type ReactNode } from "react";

const TABS = [
  { id: "description", label: "Description" },
  { id: "specifications", label: "Specifications" },
] as const;

/** The description and specifications tabs, keyboard-operable as the ARIA tabs pattern says. */
export function ProductTabs({ description, specifications }: { description: ReactNode; specifications: ReactNode }) {
  const [active, setActive] = useState<(typeof TABS)[number]["id"]>("description");
  const moveWithArrows = (event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const next = active === "description" ? "specifications" : "description";
    setActive(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <div className="mt-10">
      <div role="tablist" aria-label="Product information" className="flex gap-2 border-b border-slate-200">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={moveWithArrows}
            className={`-mb-px border-b-2 px-4 py-2 font-semibold ${active === tab.id ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600"}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          id={`panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          hidden={active !== tab.id}
          className="py-6"
        >
          {tab.id === "description" ? description : specifications}
        </div>
      ))}
    </div>
  );
}
