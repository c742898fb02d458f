/**
 * Products the admin tests create through the admin's form, and delete again (through the Delete
 * button where a test gets that far, else through the API with the admin's saved session), so
 * the other specs keep seeing the seeded catalogue.
 */
import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { ADMIN_STATE } from "./admin";
import { pageErrorsOf } from "./test";

/** A 1×1 PNG, as an operator's upload. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** What the running test created and has not deleted yet. */
export const createdProducts = new Set<string>();

export async function createProductAsAdmin(page: Page, name: string, stock: number) {
  await page.goto("/admin/products/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Category", { exact: true }).fill("Arithmetic");
  await page.getByLabel("Price (₹)").fill("349");
  await page.getByLabel("Discount price (₹, optional)").fill("299.50");
  await page.getByLabel("Stock", { exact: true }).fill(String(stock));
  await page.getByLabel("Age (e.g. 10+)").fill("8+");
  await page.getByLabel("Weight (grams)").fill("250");
  await page.getByLabel(/HSN code/).fill("9504");
  await page.getByLabel("GST rate (included in the price)").selectOption("5");
  await page
    .getByLabel("Description", { exact: true })
    .fill(`${name} turns times tables into a race around the board.`);
  await page.getByLabel("Key features (one per line)").fill("Tables 2 to 12\nTwo to four players");
  // Listing declarations: country and standard come prefilled for the store's own toys.
  await page.getByLabel("Net quantity").fill("1 set (132 cards)");
  await page.getByLabel("BIS licence number (toys)").fill("CM/L-bad");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByText("BIS licence must be CM/L- followed by 10 digits")).toBeVisible();
  await page.getByLabel("BIS licence number (toys)").fill("CM/L-0000000001");
  await page.getByLabel(/Add images/).setInputFiles({ name: "board.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByText("Product created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/[\w-]+\?created=1$/);
  const productId = page.url().split("/admin/products/")[1]!.split("?")[0]!;
  createdProducts.add(productId);
  return productId;
}

/** Deletes, through the API, what a test created and did not delete itself. */
export async function removeProductsLeftBehind(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string) {
  if (createdProducts.size === 0) return;
  const admin = await playwright.request.newContext({ baseURL, storageState: ADMIN_STATE });
  for (const productId of createdProducts) await admin.post("/api/products/remove", { data: { productId } });
  await admin.dispose();
  createdProducts.clear();
}

export async function deleteProductAsAdmin(page: Page, productId: string) {
  await page.goto(`/admin/products/${productId}`);
  await page.getByRole("button", { name: "Delete product" }).click();
  await page.getByRole("button", { name: "Yes, delete this product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?deleted=1$/);
  await expect(page.getByText("Product deleted")).toBeVisible();
  createdProducts.delete(productId);
  pageErrorsOf(page).expect(new RegExp(`status of 404 .* on \\S+/shop/${productId}$`));
  expect((await page.goto(`/shop/${productId}`))?.status()).toBe(404);
}

export const stockOf = async (request: APIRequestContext, productId: string) =>
  (
    (await (await request.post("/api/products/single", { data: { productId } })).json()) as {
      product: { stockQuantity: number; inStock: boolean };
    }
  ).product;
