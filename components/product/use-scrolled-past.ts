"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element has scrolled up out of view (above the viewport), false while it is
 * visible or still below: the sticky buy bar stands in for buttons the shopper has passed.
 */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
