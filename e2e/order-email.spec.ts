import { expect, test } from "./support/test";
import { openCaughtEmail } from "./support/mail";
import { placeCodOrder, productsInStock, createShopper } from "./support/shopper";

test.describe("order e-mails", () => {
  test("a cash on delivery order's confirmation is sent and shown on the development mail page", async ({
    page,
    request,
    pageErrors,
  }) => {
    // Playwright's own script, reading the e-mail's frame, is refused by its sandbox: as it should be.
    pageErrors.expect(/Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/);
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 2 }]);
    const subject = `Your GanitPlay order ${orderId.slice(-8).toUpperCase()} is placed`;

    // The store's worker sends it within moments; the development mail page lists and shows it.
    await openCaughtEmail(page, subject, "kavya@example.in");
    const text = page.getByTestId("caught-text");
    await expect(text).toContainText(`${product!.name} × 2`);
    await expect(text).toContainText("Cash on delivery fee");
    await expect(text).toContainText(`/orders/${orderId}`);
    await expect(page.frameLocator("iframe").getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  });
});
