/** The operator the browser tests sign in as (created by the seed from scripts/e2e.ts's ADMIN_*). */
import { expect, type Page } from "@playwright/test";

export async function signInAsAdmin(page: Page): Promise<void> {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) throw new Error("ADMIN_EMAIL and ADMIN_PASSWORD are set by scripts/e2e.ts");
  await page.goto("/login");
  await page.getByLabel("Email or phone number").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  await expect(page).toHaveURL(/\/$/);
}
