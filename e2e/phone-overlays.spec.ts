/**
 * Nothing covers prices, tabs or the cart badge on a 390 px phone (issue #16 item 7): the sticky
 * Add to Cart / Buy Now bar of product pages, the "Back to top" button and the toasts, checked by
 * their boxes in the browser.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { sellingPrice } from "../lib/catalog/pricing";
import { formatRupees, rupeesToPaise } from "../lib/money";
import {
  addToServerCart,
  openStorePage,
  productsInStock,
  createShopper,
  signInAs,
  type Shopper,
} from "./support/shopper";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "a box on screen").not.toBeNull();
  return box!;
}

/** Whether two elements' boxes share any area. */
async function overlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await boxOf(first), await boxOf(second)];
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const stickyBar = (page: Page) => page.getByTestId("sticky-buy-bar");

async function cartQuantity(page: Page, shopper: Shopper, productId: string): Promise<number> {
  const response = await page.request.post("/api/cart/get", { headers: { token: shopper.token } });
  const { cartData } = (await response.json()) as { cartData: Record<string, number> };
  return cartData[productId] ?? 0;
}

test.describe("sticky buy bar", () => {
  test("appears once the buttons scroll away, keeps the quantity, and Buy Now works from the keyboard", async ({
    page,
    request,
  }) => {
    const shopper = await createShopper();
    const [product] = await productsInStock(request, 5);
    await signInAs(page, shopper);
    await openStorePage(page, `/shop/${product!._id}`);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByTestId("quantity")).toHaveText("2");
    await expect(stickyBar(page)).toHaveCount(0);

    await page.getByRole("tablist", { name: "Product information" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true }).first()).not.toBeInViewport();
    const bar = stickyBar(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("Quantity 2");
    const discount = product!.discountPrice === null ? null : rupeesToPaise(product!.discountPrice);
    await expect(bar.getByTestId("sticky-price")).toHaveText(
      formatRupees(sellingPrice(rupeesToPaise(product!.price), discount)),
    );
    // The bar covers neither the tabs nor the "Back to top" button.
    expect(await overlap(bar, page.getByRole("tablist", { name: "Product information" }))).toBe(false);
    const backToTop = page.getByRole("button", { name: "Back to top" });
    await expect(backToTop).toBeVisible();
    expect(await overlap(bar, backToTop)).toBe(false);

    // At the very bottom the footer's last line sits above the bar.
    // Scrolled again until there: the page below the fold may still grow as its parts load.
    const atBottom = () =>
      page.evaluate(() => {
        scrollTo(0, document.body.scrollHeight);
        return innerHeight + scrollY >= document.body.scrollHeight - 1;
      });
    await expect.poll(atBottom).toBe(true);
    // The footer's last words (a link ends its last paragraph).
    const footerEnd = page.getByRole("contentinfo").getByRole("link").last();
    expect((await boxOf(footerEnd)).y + (await boxOf(footerEnd)).height).toBeLessThanOrEqual((await boxOf(bar)).y);
    expect(await overlap(footerEnd, backToTop)).toBe(false);

    await bar.getByRole("button", { name: "Buy Now" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/place-order/);
    expect(await cartQuantity(page, shopper, product!._id)).toBe(2);
  });

  test("a visitor's bar says to sign in first; desktops have no bar", async ({ page, request }) => {
    const [product] = await productsInStock(request, 5);
    await openStorePage(page, `/shop/${product!._id}`);
    await page.getByRole("tablist", { name: "Product information" }).scrollIntoViewIfNeeded();
    await expect(stickyBar(page).getByRole("button", { name: "Sign in to add to cart" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(stickyBar(page)).toBeHidden();
  });
});

test.describe("toasts and Back to top", () => {
  test("toasts sit below the header, clear of the cart badge, and go when the step or the page changes", async ({
    page,
    request,
  }) => {
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    await addToServerCart(request, shopper, product!._id, 1);
    await signInAs(page, shopper);
    // The page's clock, moved on below rather than waited out.
    await page.clock.install();
    await openStorePage(page, "/place-order");

    // Continue without a payment method: a validation toast, under the header and the cart badge.
    const continueToAddress = page.getByRole("button", { name: "Continue to Address" });
    await continueToAddress.click();
    const error = toasts(page).filter({ hasText: "Please select a payment method" });
    await expect(error).toBeVisible();
    const header = await boxOf(page.getByRole("banner"));
    // Polled: the toast slides in from above before it settles.
    await expect.poll(async () => (await boxOf(error)).y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(await overlap(error, page.getByTestId("header-cart"))).toBe(false);

    // Another page: the toast, older than the navigation's grace of 2 s, goes with it (it would
    // otherwise stay 4 s).
    await page.clock.fastForward(2200);
    await page.getByTestId("header-cart").click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(error).toHaveCount(0, { timeout: 1000 });

    // The next checkout step clears a validation toast at once.
    await page.goto("/place-order");
    await continueToAddress.click();
    await expect(error).toBeVisible();
    await page.getByLabel(/Cash on Delivery/).check();
    await continueToAddress.click();
    await expect(page).toHaveURL(/step=delivery/);
    await expect(error).toHaveCount(0, { timeout: 1000 });
  });

  test("Back to top never sits over the cart's prices", async ({ page, request }) => {
    const shopper = await createShopper();
    const products = await productsInStock(request);
    await addToServerCart(request, shopper, products[0]!._id, 3);
    await addToServerCart(request, shopper, products[1]!._id, 2);
    await signInAs(page, shopper);
    await openStorePage(page, "/cart");
    await expect(page.getByTestId("cart-subtotal")).toBeVisible();
    await page.keyboard.press("End");
    const backToTop = page.getByRole("button", { name: "Back to top" });
    await expect(backToTop).toBeVisible();
    await expect.poll(() => page.evaluate(() => innerHeight + scrollY >= document.body.scrollHeight - 1)).toBe(true);
    const prices = page.getByTestId("cart-subtotal").or(page.getByTestId("line-total"));
    for (const price of await prices.all()) {
      if (await price.isVisible()) expect(await overlap(price, backToTop)).toBe(false);
    }
    expect(await overlap(page.getByTestId("header-cart"), backToTop)).toBe(false);
  });
});
