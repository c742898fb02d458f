/**
 * The admin of the browser tests: scripts/e2e.ts sets ADMIN_EMAIL and ADMIN_PASSWORD, and the
 * seed creates the account. Signing in through /login is what gives the browser the HttpOnly
 * admin cookie the /admin pages read: e2e/admin.setup.ts does it once per run and keeps the
 * browser's state in ADMIN_STATE, which the admin tests open their pages with.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** The signed-in admin's cookies and storage, written by e2e/admin.setup.ts. */
export const ADMIN_STATE = path.join("test-results", ".auth", "admin.json");

/** Every admin screen (a 404 for anyone but an admin). */
export const ADMIN_PAGES = [
  "/admin",
  "/admin/products",
  "/admin/products/new",
  "/admin/products/import",
  "/admin/orders",
  "/admin/quotes",
  "/admin/bank-transfers",
  "/admin/shipping",
  "/admin/invoices",
  "/admin/exports",
  "/admin/reviews",
  "/admin/returns",
  "/admin/cod-rules",
  "/admin/promotions",
  "/admin/promotions/new",
  "/admin/gift-cards",
  "/admin/learning",
  "/admin/reports",
  "/admin/reports/returns",
  "/admin/reports/funnel",
  "/admin/reports/speed",
  "/admin/alerts",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/sliders",
  "/admin/sliders/new",
] as const;

/**
 * Signs in through the login form; the page ends on the home page, signed in. With `remember`
 * the session is kept in localStorage, which a saved browser state holds; without, "Not my device"
 * is ticked and it stays in the tab.
 */
export async function signInThroughLogin(page: Page, identity: string, password: string, remember = false) {
  // The password's way of signing in, whatever the screen's width (a phone shows the code's first).
  await page.goto("/login?method=password");
  await page.getByLabel("Email or phone number").fill(identity);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (!remember) await page.getByLabel(/Not my device/).check();
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  await expect(page.getByText("Login successful! Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs the admin in through the login form: a session of its own, which a test may end. */
export async function signInAsAdminThroughLogin(page: Page, remember = false): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) throw new Error("Run the browser tests with npm run test:e2e (it sets ADMIN_*)");
  await signInThroughLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD, remember);
}

/**
 * Opens this page's browser as the admin signed in once for the whole run (ADMIN_STATE): its
 * cookie, and the session the page scripts keep, are there before the next page loads.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const state = JSON.parse(await readFile(ADMIN_STATE, "utf8")) as StorageState;
  const context = page.context();
  await context.addCookies(state.cookies);
  await context.addInitScript((origins) => {
    const entries = origins.find(({ origin }) => origin === location.origin)?.localStorage ?? [];
    // Only into a browser that holds no session: a test that signs someone else in keeps them.
    if (entries.length && localStorage.getItem("token") === null) {
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }
  }, state.origins);
}

/** The signed-in admin moves an order to Delivered on its page, confirming the skipped steps. */
export async function deliverOrderAsAdmin(page: Page, orderId: string): Promise<void> {
  await openAdminOrder(page, orderId);
  await page.getByLabel("Move to").selectOption({ label: "Delivered" });
  await page.getByRole("button", { name: "Update status" }).click();
  await page.getByRole("button", { name: "Yes, move to Delivered" }).click();
  await expect(page.getByTestId("admin-order-status")).toHaveText("Delivered");
}

/**
 * Opens an order's admin page and waits until its status form has hydrated: a choice made in
 * the server-rendered select before then is lost, and the fields it reveals never show.
 */
export async function openAdminOrder(page: Page, orderId: string): Promise<void> {
  await page.goto(`/admin/orders/${orderId}`);
  await untilStatusFormHydrated(page);
}

/** React marks each element it has hydrated with its props (`__reactProps$…`). */
export async function untilStatusFormHydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .getByLabel("Move to")
        .evaluate((select) => Object.keys(select).some((key) => key.startsWith("__reactProps"))),
    )
    .toBe(true);
}

/**
 * Shows the login screen's password form: a phone shows the code's first, with the password one
 * tap away. Tried until the form shows, as the tap does nothing before the page's script runs.
 */
export async function showPasswordSignIn(page: Page): Promise<void> {
  const identity = page.getByLabel("Email or phone number");
  await expect(async () => {
    if (!(await identity.isVisible())) await page.getByRole("button", { name: "Sign in with a password" }).click();
    await expect(identity).toBeVisible({ timeout: 1000 });
  }).toPass();
}
