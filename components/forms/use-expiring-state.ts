"use client";

import { useEffect, useState } from "react";

/** How long a form's result stays on screen (SPEC §9). */
export const RESULT_PANEL_MS = 5000;

/** A value that clears itself after `ms` (result panels shown for 5 seconds, SPEC §9). */
export function useExpiringState<T>(ms: number) {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const timer = setTimeout(() => setValue(null), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [value, setValue] as const;
}
