"use client";

import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;

/**
 * False in the server's HTML and until the page has hydrated, then true: server-rendered buttons
 * stay disabled until their click handlers exist, so an early click is never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
