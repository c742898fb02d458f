/**
 * Issue #16 items 1, 6 and 8 on a 390 px phone: a visitor's Add to Cart / Buy Now survives
 * sign-in and registration, the quantity picker stops at the stock on hand, and a sign-in on the
 * shopper's own device lasts for the browser's other tabs ("Not my device" keeps it to one, #31);
 * the verify page brings a signed-out shopper back to the payment's result.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { showPasswordSignIn, signInAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { JODHPUR_ADDRESS, productsInStock, createShopper, type Shopper } from "./support/shopper";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function signInOnForm(page: Page, shopper: Shopper, notMyDevice = false) {
  await showPasswordSignIn(page);
  await page.getByLabel("Email or phone number").fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  if (notMyDevice) await page.getByLabel(/Not my device/).check();
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  await expect(page.getByText("Login successful! Redirecting...")).toBeVisible();
}

async function expectInCart(page: Page, name: string, quantity: number) {
  await page.goto("/cart");
  const line = page.getByTestId("cart-line").filter({ hasText: name });
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("line-quantity")).toHaveValue(String(quantity));
}

/** Sets a product's units on hand through the admin screen (which also expires the shop's cache). */
async function setStock(browser: Browser, productId: string, units: number) {
  const admin = await browser.newContext();
  const page = await admin.newPage();
  await signInAsAdmin(page);
  await page.goto(`/admin/products/${productId}`);
  await page.getByLabel("Set stock to").fill(String(units));
  await page.getByRole("button", { name: "Set stock" }).click();
  await expect(page.getByText(`Stock set to ${units}`)).toBeVisible();
  await admin.close();
}

test.describe("a visitor's intent is kept across sign-in", () => {
  test("Add to Cart on the product page, then sign in: the product is in the cart, with a toast", async ({
    page,
    request,
  }) => {
    const shopper = await createShopper();
    const product = (await productsInStock(request)).at(-1)!;
    await page.goto(`/shop/${product._id}`);
    const add = page.getByRole("button", { name: "Sign in to add to cart" });
    await expect(add).toBeVisible();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await add.click();
    await expect(page.getByText("Please login to add items to cart")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fshop%2F${product._id}$`));

    await signInOnForm(page, shopper);
    await expect(page).toHaveURL(new RegExp(`/shop/${product._id}$`));
    await expect(page.getByText(`Added ${product.name} to your cart`)).toBeVisible();
    await expectInCart(page, product.name, 2);
  });

  test("a card's button says Sign in to add to cart; registering completes the add", async ({ page, request }) => {
    const product = (await productsInStock(request)).at(-2)!;
    await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
    const add = page.getByRole("button", { name: `Sign in to add to cart: ${product.name}` });
    await expect(add).toHaveText("Sign in to add to cart");
    await expect(add).not.toHaveAttribute("title");
    await add.click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fshop%3Fq%3D/);

    await page.getByRole("button", { name: "Create Account", exact: true }).first().click();
    const unique = `${Date.now()}`;
    await page.getByLabel("First name").fill("Ishita");
    await page.getByLabel("Last name").fill("Rao");
    await page.getByLabel("Email", { exact: true }).fill(`ishita.${unique}@example.in`);
    await page.getByLabel("Phone number").fill(`+91 8${unique.slice(-9)}`);
    await page.getByLabel("Password", { exact: true }).fill("learn-maths-2026");
    await page.getByLabel("Confirm password").fill("learn-maths-2026");
    await page.getByRole("button", { name: "Create Account", exact: true }).last().click();
    await expect(page.getByText("Registration successful! Redirecting...")).toBeVisible();
    await expect(page).toHaveURL(/\/shop\?q=/);
    await expect(page.getByText(`Added ${product.name} to your cart`)).toBeVisible();
    await expectInCart(page, product.name, 1);
  });

  test("Buy Now, then sign in, ends at checkout with the product in the cart", async ({ page, request }) => {
    const shopper = await createShopper();
    const product = (await productsInStock(request)).at(-3)!;
    await page.goto(`/shop/${product._id}`);
    await expect(page.getByRole("button", { name: "Sign in to add to cart" })).toBeVisible();
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page.getByText("Please login to purchase items")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signInOnForm(page, shopper);
    await expect(page.getByText(`Added ${product.name} to your cart`)).toBeVisible();
    await expect(page).toHaveURL(/\/place-order/);
    await expectInCart(page, product.name, 1);
  });
});

test(
  "the quantity picker stops at the stock on hand and the page says Only N left",
  { tag: "@serial" },
  async ({ page, request, browser }) => {
    const product = (await productsInStock(request)).at(-4)!;
    await setStock(browser, product._id, 3);
    try {
      await page.goto(`/shop/${product._id}`);
      await expect(page.getByTestId("stock-label")).toHaveText("Only 3 left");
      const increase = page.getByRole("button", { name: "Increase quantity" });
      await increase.click();
      await increase.click();
      await expect(page.getByTestId("quantity")).toHaveText("3");
      await expect(increase).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await setStock(browser, product._id, product.stockQuantity);
    }
  },
);

test.describe("a sign-in that lasts", () => {
  test("on the shopper's own device, a second tab and a restarted browser are signed in; logout signs out", async ({
    page,
    context,
    browser,
  }) => {
    const shopper = await createShopper();
    await page.goto("/login");
    expect(await seriousViolations(page)).toEqual([]);
    await signInOnForm(page, shopper);
    await expect(page).toHaveURL(/\/$/);

    // A browser closed and opened again keeps what the site stored (its storage state).
    const restarted = await browser.newContext({ storageState: await context.storageState() });
    const reopened = await restarted.newPage();
    await reopened.goto("/profile");
    await expect(reopened.getByText(shopper.email).first()).toBeVisible();
    await restarted.close();

    const second = await context.newPage();
    await second.goto("/profile");
    await expect(second.getByText(shopper.email).first()).toBeVisible();
    await second.getByRole("button", { name: "Logout" }).click();
    await expect(second).toHaveURL(/\/login$/);
    await second.close();

    // The first tab's next page load finds no session either: logout cleared the browser's.
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  });

  test("with Not my device, the session stays in its tab", async ({ page, context }) => {
    const shopper = await createShopper();
    await page.goto("/login");
    await signInOnForm(page, shopper, true);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/profile");
    await expect(page.getByText(shopper.email).first()).toBeVisible();

    const second = await context.newPage();
    await second.goto("/profile");
    await expect(second.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
    await second.close();
  });
});

test("the verify page sends a signed-out shopper through sign-in and back to the result", async ({ page, request }) => {
  const shopper = await createShopper();
  const product = (await productsInStock(request, 5)).at(-5)!;
  const headers = { token: shopper.token };
  await request.post("/api/cart/add", { headers, data: { productId: product._id, quantity: 1 } });
  const placed = await request.post("/api/order/phonepe", {
    headers,
    data: { items: [{ productId: product._id, quantity: 1 }], address: JODHPUR_ADDRESS, paymentMethod: "phonepe" },
  });
  expect(placed.status()).toBe(201);
  const { paymentUrl, orderId } = (await placed.json()) as { paymentUrl: string; orderId: string };

  // Paid on PhonePe's page in a tab that holds no session: PhonePe sends it back to the store.
  await page.goto(paymentUrl);
  await page.getByLabel("Card").check();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fverify-phonepe%3ForderId%3D${orderId}$`));
  await expect(page.getByText("Sign in to see your payment result")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signInOnForm(page, shopper);
  await expect(page).toHaveURL(new RegExp(`/verify-phonepe\\?orderId=${orderId}$`));
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
});
