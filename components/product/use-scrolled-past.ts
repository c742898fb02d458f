"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * The viewport stretched far downwards: an element "intersects" it while visible or still below,
 * and stops once it has left at the top. A plain viewport would miss a jump from below to above
 * (a link to #reviews, End), which crosses no threshold.
 */
const VIEWPORT_AND_BELOW = "0px 0px 1000000px 0px";

/** True once the element has scrolled up out of view: the sticky buy bar stands in for it then. */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting);
      },
      { rootMargin: VIEWPORT_AND_BELOW },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
