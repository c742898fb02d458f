import { expect, test } from "@playwright/test";
import { addToServerCart, productsInStock, registerShopper, signInAs } from "./support/shopper";

test.describe("cart and wishlist", () => {
  test("a visitor is asked to log in before adding to the cart", async ({ page }) => {
    await page.goto("/shop?q=Trigno");
    const add = page.getByRole("button", { name: /^Add .* to cart$/ }).first();
    await expect(add).toHaveAttribute("title", "Login to add to cart");
    await add.click();
    await expect(page.getByText("Please login to add items to cart")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fshop%3Fq%3DTrigno$/);
  });

  test("adds from a card and the product page, then changes and removes lines in the cart", async ({
    page,
    request,
    isMobile,
  }) => {
    const shopper = await registerShopper(request);
    const [first, second] = await productsInStock(request);
    await signInAs(page, shopper);

    await page.goto(`/shop?q=${encodeURIComponent(first!.name)}`);
    await page.getByRole("button", { name: `Add ${first!.name} to cart` }).click();
    await expect(page.getByText(`${first!.name} added to cart!`)).toBeVisible();
    if (!isMobile) await expect(page.getByTestId("header-cart")).toHaveAccessibleName("Cart (1)");

    await page.goto(`/shop/${second!._id}`);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByTestId("quantity")).toHaveText("3");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page.getByText(`${second!.name} added to cart!`)).toBeVisible();
    await expect(page.getByTestId("header-cart")).toHaveAccessibleName("Cart (4)");
    await expect(page.getByTestId("header-cart")).toContainText("4");

    await page.goto("/cart");
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(2);
    await page.getByRole("button", { name: `Increase quantity of ${first!.name}` }).click();
    await expect(lines.first().getByTestId("line-quantity")).toHaveText("2");
    await page.getByRole("button", { name: `Decrease quantity of ${second!.name}` }).click();
    await expect(lines.nth(1).getByTestId("line-quantity")).toHaveText("2");
    await expect(page.getByTestId("header-cart")).toHaveAccessibleName("Cart (4)");

    await page.getByRole("button", { name: `Remove ${first!.name}` }).click();
    await expect(page.getByText(`${first!.name} removed from cart`)).toBeVisible();
    await expect(lines).toHaveCount(1);
    await page.getByRole("button", { name: `Remove ${second!.name}` }).click();
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/shop");
    await expect(page.getByTestId("header-cart")).toHaveAccessibleName("Cart");
  });

  test("the header badge caps at 9+", async ({ page, request, isMobile }) => {
    test.skip(isMobile, "the top-bar badge; the mobile menu's cap is 99+");
    const shopper = await registerShopper(request);
    const [product] = await productsInStock(request);
    await addToServerCart(request, shopper, product!._id, 12);
    await signInAs(page, shopper);
    await page.goto("/about");
    await expect(page.getByTestId("header-cart")).toHaveText("9+");
  });

  test("the wishlist keeps products, moves them to the cart and removes them", async ({ page, request }) => {
    const shopper = await registerShopper(request);
    const [first, second] = await productsInStock(request);
    await signInAs(page, shopper);

    await page.goto(`/shop/${first!._id}`);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(page.getByText(`${first!.name} added to wishlist!`)).toBeVisible();
    await expect(page.getByRole("button", { name: "In Wishlist" })).toHaveAttribute("aria-pressed", "true");
    await page.goto(`/shop/${second!._id}`);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();

    await page.goto("/wishlist");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Wishlist");
    await expect(page.getByTestId("wishlist-item")).toHaveCount(2);
    await page.getByRole("button", { name: `Move to Cart ${first!.name}` }).click();
    await expect(page.getByText(`${first!.name} added to cart!`)).toBeVisible();
    await expect(page.getByTestId("wishlist-item")).toHaveCount(1);
    await page.getByRole("button", { name: `Remove ${second!.name}` }).click();
    await expect(page.getByText(`${second!.name} removed from wishlist`)).toBeVisible();
    await expect(page.getByText("Your wishlist is empty")).toBeVisible();
  });

  test("a visitor opening the wishlist is sent to login and back", async ({ page }) => {
    await page.goto("/wishlist");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwishlist$/);
  });
});
