import { randomInt } from "node:crypto";
import { expect, pageErrorsOf, test } from "./support/test";
import { violations } from "./support/axe";
import { openCaughtEmail, waitForEmail } from "./support/mail";
import { placeCodOrder, productsInStock, createShopper } from "./support/shopper";

const CONFIRM_SUBJECT = "Confirm your e-mail for GanitPlay order updates";

test.describe("order e-mails", () => {
  test("a cash on delivery order's confirmation is sent and shown on the development mail page", async ({
    page,
    request,
  }) => {
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 2 }]);
    const subject = `Your GanitPlay order ${orderId.slice(-8).toUpperCase()} is confirmed`;

    // The store's worker sends it within moments; the development mail page lists and shows it.
    await openCaughtEmail(page, subject, shopper.email);
    const text = page.getByTestId("caught-text");
    await expect(text).toContainText(`${product!.name} × 2`);
    await expect(text).toContainText("Cash on delivery fee");
    await expect(
      page.frameLocator("iframe").getByRole("heading", { name: "Thank you — your order is confirmed" }),
    ).toBeVisible();

    // Its "View your order" opens the order's tracking page without signing in, and so does its invoice.
    const link = new RegExp(`https?://[^\\s]+/track/${orderId}\\.[0-9a-z]+\\.[\\w-]{22}`).exec(
      (await text.textContent()) ?? "",
    );
    expect(link).not.toBeNull();
    const tracking = new URL(link![0]).pathname;
    await page.goto(tracking);
    await expect(page.getByRole("heading", { name: `Order #${orderId.slice(-8).toUpperCase()}` })).toBeVisible();
    await expect(page.getByText("Status: Order Placed")).toBeVisible();
    await expect(page.getByText(`${product!.name} × 2`)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    const invoice = await request.get(
      (await page.getByRole("link", { name: "Download the tax invoice" }).getAttribute("href")) ?? "",
    );
    expect(invoice.headers()["content-type"]).toBe("application/pdf");
    await page.goto(`/hi${tracking}`);
    await expect(page.getByRole("heading", { name: `ऑर्डर #${orderId.slice(-8).toUpperCase()}` })).toBeVisible();
    pageErrorsOf(page).expect(/status of 404 .* on \S+\/track\/\S+xyz$/);
    const forged = await page.goto(`${tracking.slice(0, -3)}xyz`);
    expect(forged?.status()).toBe(404);
    await expect(page.getByText("This order link is not valid or has expired.", { exact: false })).toBeVisible();
  });

  test("another address typed at checkout gets only a link to confirm it, which works once", async ({
    page,
    request,
  }) => {
    const shopper = await createShopper();
    const other = `family.${randomInt(1e9)}@example.in`;
    const [product] = await productsInStock(request);
    const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }], { email: other });
    const displayId = orderId.slice(-8).toUpperCase();

    // The order's confirmation goes to the account; the typed address gets the link alone.
    await waitForEmail(`Your GanitPlay order ${displayId} is confirmed`, shopper.email);
    const { text } = await waitForEmail(CONFIRM_SUBJECT, other);
    expect(text).toContain(`GanitPlay order ${displayId}`);
    const link = /\S+\/verify-email\?token=[A-Za-z0-9_-]{43}/.exec(text)![0];

    // Opening it changes nothing until the owner confirms.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await expect(page.getByRole("status")).toHaveText(/this e-mail address is confirmed/);

    // Used: the page says so, and offers nothing to press.
    await page.reload();
    await expect(page.getByText(/This confirmation link is invalid or has expired/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm my e-mail" })).toHaveCount(0);

    // From now on the account's orders with that address reach it too.
    const next = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }], { email: other });
    await waitForEmail(`Your GanitPlay order ${next.slice(-8).toUpperCase()} is confirmed`, other);
  });
});
