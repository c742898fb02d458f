"use client";

import { useState, useSyncExternalStore } from "react";
import { decorativeReviewCount } from "@/lib/catalog/decorative-reviews";

const subscribe = () => () => {};

/**
 * "123 reviews": a decorative number (SPEC §2) picked in the browser after hydration, so the
 * server's HTML and the first client render agree (both say just "reviews").
 */
export function ReviewCount() {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const [count] = useState(() => decorativeReviewCount());
  return (
    <span data-testid="review-count" className="inline-block min-w-[6.5ch]">
      {hydrated ? `${count} reviews` : "reviews"}
    </span>
  );
}
