import { expect, test } from "@playwright/test";
import { placeCodOrder, productsInStock, registerShopper } from "./support/shopper";

test.describe("order e-mails", () => {
  test("a cash on delivery order's confirmation is sent and shown on the development mail page", async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper();
    const [product] = await productsInStock(request);
    const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 2 }]);
    const subject = `Your GanitPlay order ${orderId.slice(-8).toUpperCase()} is placed`;

    // The store's worker sends it within moments; the page lists what the catcher has so far.
    const link = page.getByRole("link", { name: new RegExp(subject) });
    await expect(async () => {
      await page.goto("/dev/mail");
      await expect(link).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(link).toContainText("to kavya@example.in");

    await link.click();
    await expect(page.getByTestId("caught-subject")).toHaveText(subject);
    const text = page.getByTestId("caught-text");
    await expect(text).toContainText(`${product!.name} × 2`);
    await expect(text).toContainText("Cash on delivery fee");
    await expect(text).toContainText(`/orders/${orderId}`);
    await expect(page.frameLocator("iframe").getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  });
});
