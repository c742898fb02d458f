/** The admin area answers nobody but an admin: visitors and signed-in customers get the store's 404. */
import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { ADMIN_PAGES, signInThroughLogin } from "./support/admin";
import { stockOf } from "./support/admin-products";
import { createShopper, productsInStock, type Shopper } from "./support/shopper";

test.describe("customers and visitors are refused the admin area", () => {
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

  for (const path of [...ADMIN_PAGES, "/admin/orders/anything", "/admin/products/anything"]) {
    test(`${path} is the store's 404 for a visitor and for a signed-in customer`, async ({
      page,
      browser,
      pageErrors,
    }) => {
      pageErrors.expect(new RegExp(`status of 404 .* on \\S+${path}$`));
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

      const context = await browser.newContext({ storageState: customerState });
      const signedIn = await context.newPage();
      expect((await signedIn.goto(path))?.status()).toBe(404);
      await expect(signedIn.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
      await context.close();
    });
  }

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
