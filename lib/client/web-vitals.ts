/**
 * A page's Core Web Vitals from the web-vitals library, sent to the store in one report when the page
 * is hidden: the shopper switches tabs or apps, leaves or closes it (POST /api/vitals). Loaded only on the sampled page views, after the page's load
 * (components/analytics/web-vitals-reporter.tsx), so other pages never download it.
 */
import { onCLS, onINP, onLCP, onTTFB } from "web-vitals";
import { VITALS_PATH, type DeviceClass, type PageType, type VitalName } from "../analytics/report-names";
import { sendReport } from "./telemetry";

/** A phone or tablet by the browser's own hint where it gives one (Chromium), else by a phone's width. */
function deviceClass(): DeviceClass {
  const hints = (navigator as Navigator & { userAgentData?: { mobile: boolean } }).userAgentData;
  const mobile = hints ? hints.mobile : matchMedia("(max-width: 767px)").matches;
  return mobile ? "mobile" : "desktop";
}

/**
 * Collects the page's metrics and reports each once: its value when the page is first hidden (a
 * later change after the shopper came back is not sent again, so no measurement counts twice).
 */
export function reportWebVitals(page: PageType): void {
  const device = deviceClass();
  const pending = new Map<VitalName, number>();
  const sent = new Set<VitalName>();
  const keep = ({ name, value }: { name: VitalName; value: number }) => {
    if (!sent.has(name)) pending.set(name, value);
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending].map(([name, value]) => ({ name, value }));
    for (const name of pending.keys()) sent.add(name);
    pending.clear();
    sendReport(VITALS_PATH, { page, device, metrics });
  };
  // After web-vitals' own listeners (on window, capturing), which finalise LCP, CLS and INP on hiding.
  // Browsers hide a page they leave or close too; `pagehide` comes first there, before those are final,
  // so listening to it as well would only split the report in two.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}
