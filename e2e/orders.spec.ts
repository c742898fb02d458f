import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { placeCodOrder, productsInStock, createShopper, signInAs } from "./support/shopper";

test.describe("orders, invoice and profile", () => {
  test("lists orders with search and filters, reorders and downloads the tax invoice", async ({ page, request }) => {
    const shopper = await createShopper();
    const products = await productsInStock(request);
    const [first, second, third, fourth, fifth] = products;
    await placeCodOrder(shopper, [{ productId: first!._id, quantity: 1 }]);
    const bigOrder = await placeCodOrder(
      shopper,
      [second!, third!, fourth!, fifth!].map((product) => ({ productId: product._id, quantity: 1 })),
    );
    await signInAs(page, shopper);
    await page.goto("/orders");

    const cards = page.getByTestId("order-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText("+1 more items");
    await expect(cards.first().getByRole("link", { name: "Track order" })).toBeVisible();
    await expect(cards.first()).toContainText("Estimated delivery:");

    await page.getByLabel("Search orders").fill(first!.name.toUpperCase());
    await expect(cards).toHaveCount(1);
    await page.getByLabel("Search orders").fill(bigOrder.slice(-8));
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`Order #${bigOrder.slice(-8).toUpperCase()}`);
    await page.getByLabel("Search orders").fill("");
    await page.getByLabel("Status").selectOption("Delivered");
    await expect(page.getByText("No orders match your search.")).toBeVisible();
    await page.getByLabel("Status").selectOption("Order Placed");
    await page.getByLabel("Time").selectOption("week");
    await expect(cards).toHaveCount(2);

    await cards
      .last()
      .getByRole("button", { name: /^Reorder/ })
      .click();
    await expect(page.getByText("Adding items to cart...")).toBeVisible();
    await expect(page.getByText("1 item added to cart!")).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-line")).toContainText(first!.name);

    // The GST tax invoice: a PDF downloaded from the order page, its number on the invoice page too.
    await page.goto(`/orders/${bigOrder}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: /^Download tax invoice/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tax-invoice-GP-\d{4}-\d{2}-\d{6}\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    await page.goto(`/orders/${bigOrder}/invoice`);
    await expect(page.getByRole("heading", { name: "Tax invoice" })).toBeVisible();
    await expect(page.getByText(/Invoice number GP\/\d{4}-\d{2}\/\d{6}/)).toBeVisible();
  });

  test("another shopper's order is not found", async ({ page, request, pageErrors }) => {
    pageErrors.expect(/status of 404 .* from \S+\/api\/order\/details\//);
    const owner = await createShopper();
    const [product] = await productsInStock(request);
    const orderId = await placeCodOrder(owner, [{ productId: product!._id, quantity: 1 }]);
    await signInAs(page, await createShopper());
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByText("Order not found")).toBeVisible();
    await page.goto(`/orders/${orderId}/invoice`);
    await expect(page.getByText("Order not found")).toBeVisible();
  });

  test("the profile shows the account, its counts and its orders", async ({ page, request }) => {
    const shopper = await createShopper("Ishaan Verma");
    const [product] = await productsInStock(request);
    await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }]);
    await signInAs(page, shopper);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Hello, Ishaan!" })).toBeVisible();
    await expect(page.getByTestId("tile-Orders")).toHaveText("1");
    await expect(page.getByTestId("tile-Items in cart")).toHaveText("0");
    await expect(page.getByText(shopper.email).first()).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Ishaan Verma" })).toBeVisible();
    await expect(page.getByTestId("order-card")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "View Cart" })).toHaveAttribute("href", "/cart");
  });

  test("a visitor sees that the profile needs a login", async ({ page }) => {
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
    await expect(page.getByText("Please login to access your profile and manage your account")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login?redirect=%2Fprofile");
  });
});
