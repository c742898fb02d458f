/** The admin area answers nobody but an admin: visitors and signed-in customers get the store's 404. */
import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { ADMIN_PAGES, signInThroughLogin } from "./support/admin";
import { stockOf } from "./support/admin-products";
import { createShopper, productsInStock, type Shopper } from "./support/shopper";

test.describe("visitors are refused the admin area", () => {
  // A customer's session lives in the browser's storage: the server answers a customer as it does a visitor.
  for (const path of [...ADMIN_PAGES, "/admin/orders/anything", "/admin/products/anything"]) {
    test(`${path} is the store's 404`, { tag: "@api" }, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const page = await response.text();
      expect(page).toContain("Page not found");
      expect(page).not.toContain('aria-label="Admin"');
    });
  }
});

test.describe("customers are refused the admin area", () => {
  let customer: Shopper;
  let customerState: Awaited<ReturnType<BrowserContext["storageState"]>>;

  test.beforeAll(async ({ browser }) => {
    // Signed in through the form, kept signed in: whatever a customer's login leaves in the browser.
    customer = await createShopper();
    const context = await browser.newContext();
    await signInThroughLogin(await context.newPage(), customer.email, customer.password, true);
    customerState = await context.storageState();
    await context.close();
  });

  test("a signed-in customer's browser shows the 404, and no admin navigation once it has run", async ({
    browser,
    pageErrors,
  }) => {
    pageErrors.expect(/status of 404 .* on \S+\/admin\/orders$/);
    const context = await browser.newContext({ storageState: customerState });
    const page = await context.newPage();
    expect((await page.goto("/admin/orders"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
    await context.close();
  });

  test("a customer's token removes no product", async ({ request }) => {
    const [product] = await productsInStock(request);
    const removal = await request.post("/api/products/remove", {
      headers: { token: customer.token },
      data: { productId: product!._id },
    });
    expect(removal.status()).toBe(401);
    expect((await stockOf(request, product!._id)).stockQuantity).toBeGreaterThan(0);
  });
});
