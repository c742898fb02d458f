/**
 * Every page fits a 360 px phone (issue #16 item 7): the page never scrolls sideways and no visible
 * element reaches past the right edge (e2e/support/overflow.ts says what is exempt and why: boxes
 * that scroll sideways on purpose, such as the admin tables' overflow-x-auto wrappers, or crop on
 * purpose). A failure names each element that overflows, and on which page.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { localizedPath } from "../lib/i18n/addresses";
import { LOCALES } from "../lib/i18n/locales";
import { blogPosts } from "../prisma/seed-data/blog-posts";
import { ADMIN_PAGES, signInAsAdmin } from "./support/admin";
import { postFrom } from "./support/from-address";
import { layoutShift } from "./support/layout-shift";
import { overflowingElements } from "./support/overflow";
import {
  addToServerCart,
  JODHPUR_ADDRESS,
  placeCodOrder,
  productsInStock,
  createShopper,
  signInAs,
  type Shopper,
} from "./support/shopper";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Opens `path` (unless null: the page as it is), waits for `ready`, and checks it fits. */
async function expectFits(page: Page, path: string | null, ready?: (page: Page) => Locator) {
  if (path) await page.goto(path);
  await expect((ready ?? ((shown) => shown.getByRole("heading", { level: 1 }).first()))(page)).toBeVisible();
  const where = path ?? page.url().replace(/^https?:\/\/[^/]+/, "");
  expect.soft(await overflowingElements(page), `overflowing on ${where}`).toEqual([]);
}

const VISITOR_PAGES = [
  "/",
  "/shop",
  "/shop?view=list",
  "/blog",
  `/blog/${blogPosts[0]!.slug}`,
  "/about",
  "/terms",
  "/contact",
  "/feedback",
  "/login",
  "/register",
  "/forgot-password",
];

/**
 * One page of each kind in Hindi too (#30), where Devanagari runs longer than English: the header
 * and footer, a grid of cards, long prose, and a form with its labels and hints.
 */
const HINDI_PAGES = [
  "/",
  "/shop",
  `/blog/${blogPosts[0]!.slug}`,
  "/register",
  "/learn",
  "/learn/class-10",
  "/learn/class-10-introduction-to-trigonometry",
].map((english) => localizedPath(english, "hi"));

test.describe("phone layout at 360 px: the visitor's pages", () => {
  // One visitor going from page to page (a fresh browser per page fetched the same scripts again each
  // time): a failure names its page (the step, and the soft assertion's message).
  for (const [language, paths] of [
    ["English", VISITOR_PAGES],
    ["Hindi", HINDI_PAGES],
  ] as const) {
    test(`the ${language} pages fit`, async ({ page }) => {
      test.setTimeout(paths.length * 5_000);
      for (const path of paths) await test.step(path, () => expectFits(page, path));
    });
  }

  for (const locale of LOCALES) {
    test(`a product page fits, with its sticky buy bar (${locale})`, async ({ page, request }) => {
      const [product] = await productsInStock(request);
      await expectFits(page, localizedPath(`/shop/${product!._id}`, locale));
      // Scrolled past the buttons: the sticky buy bar shows, and fits too.
      await page.getByRole("tab").first().scrollIntoViewIfNeeded();
      await expect(page.getByTestId("sticky-buy-bar")).toBeVisible();
      await expectFits(page, null, (shown) => shown.getByTestId("sticky-buy-bar"));
    });
  }

  for (const [locale, menu, navigation] of [
    ["en", "Menu", "Mobile"],
    ["hi", "मेन्यू", "मोबाइल"],
  ] as const) {
    test(`the open mobile menu fits (${locale})`, async ({ page }) => {
      await page.goto(localizedPath("/", locale));
      await page.getByRole("button", { name: menu }).click();
      await expectFits(page, null, (shown) => shown.getByRole("navigation", { name: navigation }));
    });
  }
});

test.describe("phone layout at 360 px: the shopper's pages", () => {
  let shopper: Shopper;
  let orderId: string;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    shopper = await createShopper("Venkataraghavan Subramaniam");
    const products = await productsInStock(request);
    orderId = await placeCodOrder(shopper, [
      { productId: products[0]!._id, quantity: 2 },
      { productId: products[1]!._id, quantity: 1 },
    ]);
    const saved = await postFrom(
      shopper.address,
      "/api/user/addresses",
      {
        firstName: "Venkataraghavan",
        lastName: "Subramaniam",
        phone: JODHPUR_ADDRESS.phone,
        street: "Flat 1203, Tower B, Shri Ganeshayan Residency, Paota C Road",
        city: JODHPUR_ADDRESS.city,
        state: JODHPUR_ADDRESS.state,
        pincode: JODHPUR_ADDRESS.zipcode,
      },
      { token: shopper.token },
    );
    expect(saved.status).toBe(201);
    // Two lines with several units each: the widest totals the cart shows.
    await addToServerCart(request, shopper, products[0]!._id, 3);
    await addToServerCart(request, shopper, products[1]!._id, 2);
    await request.dispose();
  });

  test("the cart and every checkout step fit", async ({ page }) => {
    await signInAs(page, shopper);
    await expectFits(page, "/cart", (shown) => shown.getByTestId("cart-subtotal"));
    await expectFits(page, "/place-order", (shown) => shown.getByRole("heading", { name: "1. Payment Method" }));
    await page.getByLabel(/Cash on Delivery/).check();
    await page.getByRole("button", { name: "Continue to Address" }).click();
    await expectFits(page, null, (shown) => shown.getByRole("heading", { name: "2. Delivery Information" }));
    // Review refuses an address whose pincode is still being checked.
    await expect(page.getByText(/^Delivers to/).first()).toBeVisible();
    await page.getByRole("button", { name: "Review Order" }).click();
    await expectFits(page, null, (shown) => shown.getByRole("heading", { name: "3. Review Your Order" }));
  });

  // Each screen's address (given the order's id) and the heading that says it has loaded.
  const screens: [(id: string) => string, string][] = [
    [() => "/orders", "My Orders"],
    [(id) => `/orders/${id}`, "Items"],
    [(id) => `/orders/${id}?placed=1`, "Thank you! Your order is placed."],
    [(id) => `/verify-phonepe?orderId=${id}`, "Order Placed"],
    [() => "/profile", "Saved Addresses"],
    [() => "/wishlist", "My Wishlist"],
  ];
  test("the account's screens fit, without a jump while the session is checked", async ({ page }) => {
    test.setTimeout(screens.length * 5_000);
    await signInAs(page, shopper);
    for (const [path, heading] of screens) {
      await test.step(path("{id}"), async () => {
        await expectFits(page, path(orderId), (shown) => shown.getByRole("heading", { name: heading, exact: true }));
        expect.soft(await layoutShift(page), `layout shift on ${path("{id}")}`).toBeLessThan(0.1);
      });
    }
  });
});

// One operator going from page to page, as in the accessibility sweep; a failure names its page.
test("phone layout at 360 px: the admin's pages fit, an order's too", async ({ page }) => {
  test.setTimeout(ADMIN_PAGES.length * 5_000);
  await signInAsAdmin(page);
  for (const path of ADMIN_PAGES) await test.step(path, () => expectFits(page, path));
  await test.step("an order's page", async () => {
    await page.goto("/admin/orders");
    await page.locator(`a[href^="/admin/orders/"]`).filter({ hasText: /^#/ }).first().click();
    await expectFits(page, null);
  });
});
