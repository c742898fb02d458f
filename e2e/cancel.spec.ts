import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { placeCodOrder, productsInStock, createShopper, signInAs } from "./support/shopper";

test.describe("cancelling an order", () => {
  test("a shopper cancels a COD order from its page after confirming why", async ({ page, request }) => {
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }]);
    await signInAs(page, shopper);
    await page.goto(`/orders/${orderId}`);

    await page.getByRole("button", { name: /^Cancel order/ }).click();
    const confirm = page.getByRole("form", { name: /^Cancel order/ });
    // Changing one's mind changes nothing.
    await confirm.getByRole("button", { name: "Keep order" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("Order Placed").first()).toBeVisible();

    await page.getByRole("button", { name: /^Cancel order/ }).click();
    await confirm.getByLabel("Reason for cancelling").selectOption("Other");
    await confirm.getByLabel("Your reason").fill("Bought the same puzzle at a school fair");
    await confirm.getByRole("button", { name: "Confirm cancellation" }).click();

    await expect(page.getByText(/Order #\w+ cancelled/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Cancel order/ })).toHaveCount(0);
    await expect(page.getByText("Cancelled").first()).toBeVisible();
    // Cancelled, its invoice stands credited: the page offers the credit note, not the invoice (#33).
    await expect(page.getByRole("button", { name: /^Download tax invoice/ })).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: /^Download credit note/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^credit-note-for-GP-\d{4}-\d{2}-\d{6}\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe("%PDF-");
    // The list agrees after a reload.
    await page.goto("/orders");
    await expect(page.getByTestId("order-card").first()).toContainText("Cancelled");
    await expect(page.getByRole("button", { name: /^Cancel order/ })).toHaveCount(0);
  });

  test("a shopper cancels one of two units, and the rest of the order goes ahead", async ({ page, request }) => {
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 2 }]);
    await signInAs(page, shopper);
    await page.goto(`/orders/${orderId}`);

    await page.getByRole("button", { name: /^Cancel order/ }).click();
    const confirm = page.getByRole("form", { name: /^Cancel order/ });
    await confirm.getByLabel("Some items (the rest is still delivered)").check();
    await confirm.getByLabel(`${product!.name}: units to cancel, of 2`).fill("1");
    await confirm.getByRole("button", { name: "Confirm cancellation" }).click();

    await expect(page.getByText(/^Items cancelled from order #\w+/)).toBeVisible();
    await expect(page.getByTestId("cancelled-items")).toHaveText(`Cancelled before dispatch: 1 × ${product!.name}`);
    await expect(page.getByText("Order Placed").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Cancel order/ })).toBeVisible();
  });
});
