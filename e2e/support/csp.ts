import type { Page } from "@playwright/test";

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Collects every Content-Security-Policy violation the page reports, as events and as console
 * errors. Call before the page loads; the answer lists what was reported until it is called.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window.cspViolations ??= []).push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => window.cspViolations ?? []))];
}
