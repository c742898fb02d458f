import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

type Finding = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

const describe = (finding: Finding) =>
  `${finding.id}: ${finding.nodes.map((node) => node.target.join(" ")).join(", ")}`;

/** axe-core's findings of any impact on the page, as "rule: targets" lines. */
export async function violations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations.map(describe);
}

/** axe-core's serious and critical findings on the page, as "rule: targets" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.filter((finding) => ["serious", "critical"].includes(finding.impact ?? "")).map(describe);
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
