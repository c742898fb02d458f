import { expect, test } from "./support/test";
import { deliverOrderAsAdmin, signInAsAdmin } from "./support/admin";
import { PNG } from "./support/admin-products";
import { seriousViolations } from "./support/axe";
import { placeCodOrder, productsInStock, createShopper, signInAs } from "./support/shopper";

test.describe("returning a delivered order", () => {
  test("a shopper asks to return an item; the admin approves, receives and refunds it by reference", async ({
    browser,
    request,
    pageErrors,
  }) => {
    // The shopper is refused the admin's queue.
    pageErrors.expect(/status of 404 .* on \S+\/admin\/returns$/);
    test.slow(); // two browsers, the whole return and two accessibility scans
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 2 }]);
    const shortId = orderId.slice(-8).toUpperCase();

    const admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin);
    await deliverOrderAsAdmin(admin, orderId);

    const page = await (await browser.newContext()).newPage();
    await signInAs(page, shopper);
    await page.goto(`/orders/${orderId}`);
    const returns = page.getByRole("region", { name: "Returns" });
    await expect(returns).toContainText("You can ask for a return until");
    await returns.getByRole("button", { name: "Request a return" }).click();
    const form = returns.getByRole("form", { name: "Request a return" });
    await form.getByLabel(`Units of ${product!.name} to return`).fill("1");
    await form.getByLabel("Reason").selectOption({ label: "Arrived damaged" });
    await form.getByLabel("What is wrong?").fill("One corner of the board is cracked");
    // Uploaded for this order (#29 finding 7), then attached by the request.
    await form.getByLabel(/^Photos/).setInputFiles({ name: "crack.png", mimeType: "image/png", buffer: PNG });
    // Paid in cash: the form asks where the refund goes (#33), before anything is promised.
    const refundTo = form.getByRole("group", { name: "Where should we send your refund?" });
    await refundTo.getByLabel("Your UPI ID").fill("kavya.nair@okhdfcbank");
    await form.getByRole("button", { name: "Request return" }).click();
    await expect(page.getByText("Return requested").first()).toBeVisible();
    await expect(returns.getByTestId("return-request")).toContainText(`${product!.name} × 1`);
    await expect(returns.getByTestId("refund-to")).toHaveText("Refund to ka••••@okhdfcbank");

    // Only an admin reaches the queue.
    expect((await page.goto("/admin/returns"))?.status()).toBe(404);

    await admin.goto("/admin/returns?status=REQUESTED");
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByRole("link", { name: `Order #${shortId}` }).click();
    await expect(admin.getByTestId("admin-return-status")).toHaveText("Return requested");
    const photo = await admin.getByAltText("Customer's photo 1").getAttribute("src");
    expect(photo).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await admin.request.get(photo!)).headers()["content-type"]).toBe("image/png");
    expect(await seriousViolations(admin)).toEqual([]);
    // The operator sees where to send the cash refund, in full, until it is sent.
    await expect(admin.getByTestId("send-refund-to")).toHaveText("Send it to: UPI kavya.nair@okhdfcbank");
    for (const [to, extra] of [
      ["Return approved", ""],
      ["Item received", ""],
      ["Refunded", "UPI-REF-1234"],
    ] as const) {
      await admin.getByLabel("Move to").selectOption({ label: to });
      if (extra) await admin.getByLabel("Bank transfer or UPI reference").fill(extra);
      await admin.getByRole("button", { name: "Update return" }).click();
      await expect(admin.getByTestId("admin-return-status")).toHaveText(to);
    }
    await expect(admin.getByText("Reference: UPI-REF-1234")).toBeVisible();
    await expect(admin.getByTestId("send-refund-to")).toHaveCount(0);
    await expect(admin.getByText("Sent to: ka••••@okhdfcbank")).toBeVisible();
    await expect(admin.getByText("This return is closed.")).toBeVisible();

    await page.goto(`/orders/${orderId}`);
    await expect(returns.getByTestId("return-request")).toContainText("Refunded");
  });
});
