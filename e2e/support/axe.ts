import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type Finding = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

const describe = (finding: Finding) =>
  `${finding.id}: ${finding.nodes.map((node) => node.target.join(" ")).join(", ")}`;

/**
 * After a client-side navigation Next.js streams the new page's metadata after its body, so the
 * page can be on screen for a moment with no title yet. axe runs once the title has arrived.
 */
async function analyze(page: Page) {
  await expect.poll(() => page.title(), { message: "the page has a title" }).not.toBe("");
  // Violations in full, and nothing else: listing every passing node costs axe most of its time.
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
}

/** axe-core's findings of any impact on the page, as "rule: targets" lines. */
export async function violations(page: Page): Promise<string[]> {
  return (await analyze(page)).violations.map(describe);
}

/** axe-core's serious and critical findings on the page, as "rule: targets" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations: found } = await analyze(page);
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
