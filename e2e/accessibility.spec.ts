import { expect, test } from "@playwright/test";
import { blogPosts } from "../prisma/seed-data/blog-posts";
import { ADMIN_PAGES, deliverOrderAsAdmin, signInAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { addToServerCart, placeCodOrder, productsInStock, registerShopper, signInAs } from "./support/shopper";

const pages = [
  "/",
  "/shop",
  "/shop?view=list",
  "/blog",
  `/blog/${blogPosts[0]!.slug}`,
  "/terms",
  "/contact",
  "/feedback",
  "/login",
  "/register",
  "/profile",
];

test.describe("accessibility (axe)", () => {
  for (const path of pages) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("a product page has no serious or critical violations", async ({ page }) => {
    await page.goto("/shop");
    await page
      .getByRole("region", { name: "Products" })
      .getByRole("article")
      .first()
      .getByRole("heading")
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(/\/shop\/[a-z0-9]+$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the signed-in screens have no serious or critical violations", async ({ page, request }) => {
    // Nine screens, each analysed by axe: 50 s seen on a busy machine, over the default 30 s.
    test.setTimeout(90_000);
    const shopper = await registerShopper();
    const [product] = await productsInStock(request);
    const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }]);
    await addToServerCart(request, shopper, product!._id, 1);
    await signInAs(page, shopper);
    const screens: [string, string][] = [
      ["/cart", "Shopping Cart"],
      ["/wishlist", "My Wishlist"],
      ["/place-order", "1. Payment Method"],
      ["/orders", "My Orders"],
      [`/orders/${orderId}`, "Items"],
      [`/orders/${orderId}?placed=1`, "Thank you! Your order is placed."],
      [`/orders/${orderId}/invoice`, "Tax invoice"],
      ["/profile", "Account Information"],
      // A cash-on-delivery order: the verify page says it is placed (its failure view: payment-recovery.spec.ts).
      [`/verify-phonepe?orderId=${orderId}`, "Order Placed"],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test("the address book, return request and review forms of a delivered order have no serious or critical violations", async ({
    browser,
    page,
    request,
  }) => {
    // An admin delivers the order first; then three screens with their forms open, each analysed by axe.
    test.setTimeout(90_000);
    const shopper = await registerShopper();
    const [product] = await productsInStock(request);
    const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }]);
    const admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin);
    await deliverOrderAsAdmin(admin, orderId);
    await admin.context().close();

    await signInAs(page, shopper);
    await page.goto("/profile");
    const book = page.getByRole("region", { name: "Saved Addresses" });
    await book.getByRole("button", { name: "Add an address" }).click();
    await expect(book.getByLabel("Street address")).toBeVisible();
    expect(await seriousViolations(page), "address book").toEqual([]);

    await page.goto(`/orders/${orderId}`);
    const returns = page.getByRole("region", { name: "Returns" });
    await returns.getByRole("button", { name: "Request a return" }).click();
    await expect(returns.getByRole("form", { name: "Request a return" })).toBeVisible();
    expect(await seriousViolations(page), "return request form").toEqual([]);

    await page.goto(`/shop/${product!._id}#reviews`);
    await expect(page.getByRole("form", { name: "Write a review" })).toBeVisible();
    expect(await seriousViolations(page), "review form").toEqual([]);
  });

  test("the admin's blog and banner pages have no serious or critical violations", async ({ page }) => {
    // Every admin screen, each analysed by axe: well over the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
