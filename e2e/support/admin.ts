/**
 * The admin of the browser tests: scripts/e2e.ts sets ADMIN_EMAIL and ADMIN_PASSWORD, and the
 * seed creates the account. Signing in through /login is what gives the browser the HttpOnly
 * admin cookie the /admin pages read.
 */
import { expect, type Page } from "@playwright/test";

/** Every admin screen (a 404 for anyone but an admin). */
export const ADMIN_PAGES = [
  "/admin",
  "/admin/products",
  "/admin/products/new",
  "/admin/orders",
  "/admin/invoices",
  "/admin/reviews",
  "/admin/returns",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/sliders",
  "/admin/sliders/new",
] as const;

/** Signs in through the login form; the page ends on the home page, signed in. */
export async function signInThroughLogin(page: Page, identity: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email or phone number").fill(identity);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  await expect(page.getByText("Login successful! Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

export async function signInAsAdmin(page: Page): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) throw new Error("Run the browser tests with npm run test:e2e (it sets ADMIN_*)");
  await signInThroughLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
}

/** The signed-in admin moves an order to Delivered on its page, confirming the skipped steps. */
export async function deliverOrderAsAdmin(page: Page, orderId: string): Promise<void> {
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByLabel("Move to").selectOption({ label: "Delivered" });
  await page.getByRole("button", { name: "Update status" }).click();
  await page.getByRole("button", { name: "Yes, move to Delivered" }).click();
  await expect(page.getByTestId("admin-order-status")).toHaveText("Delivered");
}
