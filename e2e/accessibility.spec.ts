/**
 * Every page once, in one visit: axe finds nothing serious on it (nothing at all on the pages
 * Lighthouse audits), and it loads and runs under its Content-Security-Policy with no violation
 * (#13 items 7 and 8; the policy's own tests are in security-headers.spec.ts).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { blogPosts } from "../prisma/seed-data/blog-posts";
import { ADMIN_PAGES, deliverOrderAsAdmin, signInAsAdmin } from "./support/admin";
import { seriousViolations, toastsSettled, violations } from "./support/axe";
import { watchViolations } from "./support/csp";
import {
  addToServerCart,
  createShopper,
  JODHPUR_ADDRESS,
  placeCodOrder,
  productsInStock,
  signInAs,
  type Shopper,
} from "./support/shopper";

/** Pages with no finding of any impact, as Lighthouse's accessibility audit of 100 needs (in both languages, #30). */
const SPOTLESS_PAGES = ["/", "/shop", "a product page", "/blog", "/place-order", "/hi", "/hi/shop", "/hi/blog"];

/** Pages with no serious or critical finding. */
const PAGES = [
  "/shop?view=list",
  "/about",
  `/blog/${blogPosts[0]!.slug}`,
  "/terms",
  "/gift-cards",
  "/learn",
  "/learn/class-10",
  "/learn/class-10-introduction-to-trigonometry",
  "/contact",
  "/feedback",
  "/login",
  "/register",
  "/profile",
];

/**
 * Starts watching `page` for policy violations; the answer checks the page as it is then: axe's
 * findings (of any impact when `spotless`), then, once its network is idle, the violations.
 */
async function auditor(page: Page) {
  const policyViolations = await watchViolations(page);
  /**
   * `settle`: wait until the page has fetched all it fetches before reading the policy's refusals. A
   * sweep of many pages reads each page's at once and waits once at its end: the console keeps
   * every page's refusals (e2e/support/csp.ts), whenever they come.
   */
  return async (strictness: "spotless" | "serious", settle = true) => {
    expect(await (strictness === "spotless" ? violations(page) : seriousViolations(page)), "axe").toEqual([]);
    if (settle) await page.waitForLoadState("networkidle");
    expect(await policyViolations(), "Content-Security-Policy").toEqual([]);
  };
}

// Each test starts from its own data: the workers share the file's tests rather than one worker taking them all.
test.describe.configure({ mode: "parallel" });

test.describe("accessibility (axe) and the script policy", () => {
  // One visitor going from page to page, the Hindi pages Lighthouse audits too (#30): a failure names its page.
  test("the pages Lighthouse audits have no axe findings of any impact, nor a policy violation", async ({ page }) => {
    test.setTimeout(SPOTLESS_PAGES.length * 8_000);
    const audit = await auditor(page);
    for (const name of SPOTLESS_PAGES) {
      await test.step(name, async () => {
        if (name === "a product page") {
          await page.goto("/shop");
          await page
            .getByRole("region", { name: "Products" })
            .getByRole("article")
            .first()
            .getByRole("heading")
            .getByRole("link")
            .click();
          await expect(page).toHaveURL(/\/shop\/[a-z0-9]+$/);
        } else {
          await page.goto(name);
        }
        if (name === "/place-order") {
          // A visitor is asked to sign in: the toast is measured once it has settled.
          await expect(page.getByText("Please login to continue")).toBeVisible();
          await toastsSettled(page);
        }
        await audit("spotless", false);
      });
    }
    await page.waitForLoadState("networkidle");
    await audit("spotless");
  });

  // One visitor going from page to page (as the admin's pages below): a failure names its page.
  test("the other pages have no serious or critical violations, nor a policy violation", async ({ page }) => {
    const audit = await auditor(page);
    for (const path of PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await audit("serious", false);
      });
    }
    await page.waitForLoadState("networkidle");
    await audit("serious");
  });

  test.describe("the signed-in screens", () => {
    let shopper: Shopper;
    const ids = { order: "", quote: "" };

    test.beforeAll(async ({ playwright, baseURL }) => {
      const request = await playwright.request.newContext({ baseURL });
      shopper = await createShopper();
      const [product] = await productsInStock(request);
      ids.order = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }]);
      await addToServerCart(request, shopper, product!._id, 1);
      // A school's request for a quote, still being priced.
      const quote = await request.post("/api/quotes", {
        headers: { token: shopper.token },
        data: {
          items: [{ productId: product!._id, quantity: 40 }],
          organisation: "Kendriya Vidyalaya No. 1, Jodhpur",
          address: JODHPUR_ADDRESS,
        },
      });
      expect(quote.status()).toBe(201);
      ids.quote = ((await quote.json()) as { quote: { _id: string } }).quote._id;
      await request.dispose();
    });

    // Each screen's address (given the order's and the quote's ids) and what says it has loaded: a heading, or a button.
    const screens: [(of: typeof ids) => string, string, ("heading" | "button")?][] = [
      [() => "/cart", "Shopping Cart"],
      [() => "/wishlist", "My Wishlist"],
      [() => "/place-order", "1. Payment Method"],
      [() => "/orders", "My Orders"],
      [(of) => `/orders/${of.order}`, "Items"],
      [(of) => `/orders/${of.order}?placed=1`, "Thank you! Your order is placed."],
      [(of) => `/orders/${of.order}/invoice`, "Tax invoice"],
      [() => "/profile", "Account Information"],
      // A cash-on-delivery order: the verify page says it is placed (its failure view: payment-recovery.spec.ts).
      [(of) => `/verify-phonepe?orderId=${of.order}`, "Order Placed"],
      [() => "/quotes", "Kendriya Vidyalaya No. 1, Jodhpur"],
      // The request form, its products taken from the cart.
      [() => "/quotes/new?from=cart", "Request the quote", "button"],
      [(of) => `/quotes/${of.quote}`, "Products"],
    ];
    // One shopper going from screen to screen: a failure names its screen (the step).
    test("have no serious or critical violations, nor a policy violation", async ({ page }) => {
      test.setTimeout(screens.length * 8_000);
      const audit = await auditor(page);
      await signInAs(page, shopper);
      for (const [path, name, role = "heading"] of screens) {
        await test.step(path({ order: "{id}", quote: "{quote}" }), async () => {
          await page.goto(path(ids));
          await expect(page.getByRole(role, { name, exact: true })).toBeVisible();
          await audit("serious", false);
        });
      }
      await page.waitForLoadState("networkidle");
      await audit("serious");
    });
  });

  test("the address book, return request and review forms of a delivered order have no serious or critical violations", async ({
    browser,
    page,
    request,
  }) => {
    // An admin delivers the order first; then three screens with their forms open, each analysed by axe.
    const shopper = await createShopper();
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

  test("an admin's product and order pages have no serious or critical violations", async ({ page, request }) => {
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }]);
    await signInAsAdmin(page);
    // The lists and "new" pages are in the sweep below; these are the record pages.
    for (const path of [`/admin/products/${product!._id}`, `/admin/orders/${orderId}`]) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  // One visit through the admin area, page after page as an operator goes: a fresh browser per page
  // fetched the same scripts again each time (19 pages took 66 s on the 2-core machine). A failure
  // names its page (the step).
  // In two halves, which the two workers take at once (the file's tests run in parallel).
  const half = Math.ceil(ADMIN_PAGES.length / 2);
  for (const [part, paths] of [
    ["first", ADMIN_PAGES.slice(0, half)],
    ["second", ADMIN_PAGES.slice(half)],
  ] as const) {
    test(`the admin's pages (${part} half) have no serious or critical violations, nor a policy violation`, async ({
      page,
    }) => {
      test.setTimeout(paths.length * 10_000);
      const audit = await auditor(page);
      await signInAsAdmin(page);
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await audit("serious", false);
        });
      }
      await page.waitForLoadState("networkidle");
      await audit("serious");
    });
  }
});
