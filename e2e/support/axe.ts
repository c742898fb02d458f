import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** axe-core's serious and critical findings on the page, as "rule: targets" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
