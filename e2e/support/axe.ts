import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** axe-core's serious and critical findings on the page, as "rule: targets" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/**
 * Waits until the toasts on screen have finished fading and sliding in. axe measures contrast on
 * what is painted, and a toast halfway through its 400 ms entrance blends with the page behind it.
 */
export async function toastsSettled(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast][data-mounted="true"]');
  await toasts.first().waitFor();
  await toasts.evaluateAll((elements) =>
    Promise.all(elements.flatMap((toast) => toast.getAnimations({ subtree: true }).map((motion) => motion.finished))),
  );
}
