/**
 * The page's cumulative layout shift so far (the browser's own `layout-shift` entries, shifts
 * right after the visitor's input excluded, as Core Web Vitals count them). Google calls up to
 * 0.1 good; a signed-in screen that jumps while the session is checked shows well above it.
 */
import type { Page } from "@playwright/test";

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        });
        observer.observe({ type: "layout-shift", buffered: true });
        // The buffered entries arrive before the next frames.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );
}
