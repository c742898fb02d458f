"use client";

import { useEffect, useRef } from "react";
import { useHydrated } from "@/lib/client/use-hydrated";

/**
 * Ticks or unticks every checkbox named `name` in its form (the rows of the page shown), and
 * shows whether all, some or none are ticked. It needs the page's script, so it waits for it.
 */
export function SelectAllCheckbox({ name, label }: { name: string; label: string }) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLInputElement>(null);
  const boxes = () =>
    [...(ref.current?.form?.elements ?? [])].filter(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && element.type === "checkbox" && element.name === name,
    );
  useEffect(() => {
    const all = ref.current;
    const form = all?.form;
    if (!all || !form) return;
    const sync = (event?: Event) => {
      if (event?.target === all) return;
      const ticked = boxes().filter((box) => box.checked).length;
      all.checked = ticked > 0 && ticked === boxes().length;
      all.indeterminate = ticked > 0 && ticked < boxes().length;
    };
    sync();
    form.addEventListener("change", sync);
    return () => form.removeEventListener("change", sync);
  });
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      disabled={!hydrated}
      onChange={(event) => {
        for (const box of boxes()) box.checked = event.currentTarget.checked;
      }}
    />
  );
}
