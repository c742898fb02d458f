"use client";

import { useEffect } from "react";
import { pageTypeOf } from "@/lib/analytics/report-names";

let started = false;

/**
 * Reports a sample of shopper's page views' speed (`sampleRate`, VITALS_SAMPLE_RATE): on a sampled
 * view, web-vitals loads once the page has loaded, so it never competes with the page itself.
 * Client-side navigations report nothing new: the metrics are the page the tab landed on.
 */
export function WebVitalsReporter({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    // Once per document: the root layout mounts again when the language changes.
    if (started) return;
    started = true;
    const page = pageTypeOf(location.pathname);
    if (!page || Math.random() >= sampleRate) return;
    const start = () =>
      void import("@/lib/client/web-vitals")
        .then(({ reportWebVitals }) => reportWebVitals(page))
        // Offline, or a new build replaced the script: this view goes unmeasured, and the shopper need not know.
        .catch(() => undefined);
    if (document.readyState === "complete") start();
    else addEventListener("load", start, { once: true });
  }, [sampleRate]);
  return null;
}
