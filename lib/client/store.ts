"use client";

import { useSyncExternalStore } from "react";

/**
 * A minimal observable value for browser state shared across the page (session, cart, wishlist).
 * Components read it with `useStore`; the server snapshot is the initial value, so the first
 * client render matches the server's HTML and the stored state arrives right after hydration.
 */
export interface Store<T> {
  readonly initial: T;
  get: () => T;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => state,
    set: (next) => {
      state = typeof next === "function" ? (next as (previous: T) => T)(state) : next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
