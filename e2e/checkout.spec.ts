import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import {
  addToServerCart,
  createShopper,
  placeCodOrder,
  productsInStock,
  signInAs,
  type Shopper,
} from "./support/shopper";

const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(amount);

async function fillAddress(page: Page, pincode: string) {
  await page.getByLabel("Street address").fill("14 Residency Road");
  await page.getByLabel("Pincode").fill(pincode);
}

async function quote(page: Page, shopper: Shopper, pincode: string, weight: number, type: string, value: number) {
  const response = await page.request.get(
    `/api/delivery/shipping-cost?pincode=${pincode}&weight=${weight}&payment_type=${type}&order_value=${value}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { cost: { total: number; details: { codFee: number } } }).cost;
}

test.describe("checkout", () => {
  test("cash on delivery: three steps to a confirmation and an order in the order list", async ({ page, request }) => {
    const shopper = await createShopper("Kavya Rani Nair");
    const [product] = await productsInStock(request);
    await addToServerCart(request, shopper, product!._id, 2);
    await signInAs(page, shopper);

    await page.goto("/cart");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/place-order$/);
    const summary = page.getByTestId("order-summary");
    await expect(summary.getByTestId("summary-shipping")).toHaveText("Select address first");
    await expect(summary.getByTestId("summary-total")).toHaveText("TBD");

    await page.getByRole("button", { name: "Continue to Address" }).click();
    await expect(page.getByText("Please select a payment method")).toBeVisible();
    await page.getByLabel(/Cash on Delivery/).check();
    await page.getByLabel("Order notes (optional)").fill("Please ring the bell");
    await page.getByRole("button", { name: "Continue to Address" }).click();

    // Prefilled from the profile: the name splits into first name and the rest.
    await expect(page.getByLabel("First name")).toHaveValue("Kavya");
    await expect(page.getByLabel("Last name")).toHaveValue("Rani Nair");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(shopper.email);
    const review = page.getByRole("button", { name: "Review Order" });
    await expect(review).toBeDisabled();
    await fillAddress(page, "34200");
    await expect(review).toBeDisabled();
    await page.getByLabel("Pincode").pressSequentially("1");
    await expect(page.getByText("Delivers to Jodhpur, Rajasthan")).toBeVisible();
    await expect(page.getByLabel("City")).toHaveValue("Jodhpur");
    await expect(review).toBeEnabled();

    const unitPrice = product!.discountPrice ?? product!.price;
    const cost = await quote(page, shopper, "342001", product!.shippingWeight * 2, "COD", unitPrice * 2);
    const shipping = cost.total;
    // The COD charge is a line of its own (issue #16 item 3).
    await expect(summary.getByTestId("summary-shipping")).toHaveText(rupees(shipping - cost.details.codFee));
    await expect(summary.getByTestId("summary-cod-fee")).toHaveText(rupees(cost.details.codFee));
    await expect(summary.getByTestId("summary-total")).toHaveText(rupees(unitPrice * 2 + shipping));

    await page.getByLabel("Email", { exact: true }).fill("not an email");
    await review.click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(shopper.email);
    await review.click();

    await expect(page.getByRole("heading", { name: "3. Review Your Order" })).toBeVisible();
    await expect(page.getByText("Notes: Please ring the bell")).toBeVisible();
    await page.getByRole("button", { name: "Edit payment" }).click();
    await expect(page.getByRole("heading", { name: "1. Payment Method" })).toBeVisible();
    await page.getByRole("button", { name: "Continue to Address" }).click();
    await review.click();

    // WhatsApp updates are offered, never ticked for the shopper; ticking records the consent.
    const whatsApp = page.getByRole("checkbox", { name: "Order updates on WhatsApp" });
    await expect(whatsApp).not.toBeChecked();
    await expect(whatsApp).toHaveAccessibleDescription(/on WhatsApp at \+91 \d{5} \d{5}, or by SMS/);
    await whatsApp.check();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

    const placed = page.waitForResponse((response) => response.url().endsWith("/api/order/place"));
    await page.getByRole("button", { name: "Place Order" }).click();
    const first = await placed;
    const firstAnswer: unknown = await first.json();
    await expect(page.getByText("Order placed successfully!").first()).toBeVisible();
    // The checkout sent an Idempotency-Key: the same request sent again answers the same order.
    const key = first.request().headers()["idempotency-key"];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const repeat = await request.post("/api/order/place", {
      headers: { token: shopper.token, "Idempotency-Key": key! },
      data: first.request().postDataJSON() as unknown,
    });
    expect(repeat.status()).toBe(201);
    expect(await repeat.json()).toEqual(firstAnswer);
    // The order's update goes on WhatsApp, as chosen at checkout.
    const updates = async () =>
      ((await (await request.get("/dev/messages.json")).json()) as { to: string; template: string }[]).filter(
        (message) => message.to === `91${shopper.phone}`,
      );
    // Issue #16 item 5: the confirmation page, where the shopper confirms the cash on delivery order (#33).
    await expect(page).toHaveURL(/\/orders\/[\w-]+\?placed=1$/);
    await page.getByTestId("cod-confirmation-panel").getByRole("button", { name: "Confirm order" }).click();
    await expect(page.getByRole("heading", { name: "Thank you! Your order is placed." })).toBeVisible();
    await expect
      .poll(updates, { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.objectContaining({ template: "order_placed" })]));
    await expect(page.getByTestId("order-confirmation").getByTestId("order-total")).toHaveText(
      rupees(unitPrice * 2 + shipping),
    );
    await page.goto("/orders");
    const card = page.getByTestId("order-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`${product!.name} × 2`);
    await expect(card.getByTestId("order-status")).toHaveText("Order Placed");
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "20");
    await expect(page.getByTestId("header-cart")).toHaveAccessibleName("Cart");

    await card.getByRole("link", { name: /^Order #/ }).click();
    await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
    await expect(page.getByTestId("order-total")).toHaveText(rupees(unitPrice * 2 + shipping));
    await expect(page.getByText("Cash on delivery fee")).toBeVisible();
    await page.getByRole("button", { name: "← Back to Orders" }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test("two tabs placing the same cart make one order, unless the shopper confirms a second", async ({
    page,
    context,
    request,
    pageErrors,
  }) => {
    // The second tab's placement is answered 409, which the browser logs.
    pageErrors.expect(/status of 409 .* from \S+\/api\/order\/place/);
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    await addToServerCart(request, shopper, product!._id, 1);
    await signInAs(page, shopper);
    const second = await context.newPage();
    await signInAs(second, shopper);
    const toReview = async (tab: Page) => {
      await tab.goto("/place-order");
      await tab.getByLabel(/Cash on Delivery/).check();
      await tab.getByRole("button", { name: "Continue to Address" }).click();
      await fillAddress(tab, "342001");
      await expect(tab.getByText("Delivers to Jodhpur, Rajasthan")).toBeVisible();
      await tab.getByRole("button", { name: "Review Order" }).click();
    };
    await toReview(page);
    await toReview(second);

    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/orders\/[\w-]+\?placed=1$/);
    const firstId = /\/orders\/([\w-]+)/.exec(page.url())![1]!;
    await second.getByRole("button", { name: "Place Order" }).click();
    const notice = second.getByRole("alert").filter({ hasText: "You placed this same order a few minutes ago" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "View that order" })).toHaveAttribute("href", `/orders/${firstId}`);
    await expect(second.getByRole("button", { name: "Place Order" })).toBeDisabled();

    await notice.getByRole("button", { name: "Place another order" }).click();
    await expect(second).toHaveURL(/\/orders\/[\w-]+\?placed=1$/);
    expect(second.url()).not.toContain(firstId);
  });

  test("cash on delivery is not offered where the pincode has none", async ({ page, request }) => {
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    await addToServerCart(request, shopper, product!._id, 1);
    await signInAs(page, shopper);
    await page.goto("/place-order");
    await page.getByLabel(/Cash on Delivery/).check();
    await page.getByRole("button", { name: "Continue to Address" }).click();
    await fillAddress(page, "793001");
    await expect(page.getByText(/Delivers to .*Meghalaya/)).toBeVisible();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByLabel(/Cash on Delivery/)).toBeDisabled();
    await expect(page.getByText("Not available for your pincode")).toBeVisible();
  });

  test("the account's cash on delivery limit is said at the payment step, not first at Place Order", async ({
    page,
    request,
  }) => {
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    // Three cash on delivery orders waiting (unconfirmed ones count too): the store's limit.
    for (let placed = 0; placed < 3; placed++) {
      await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }], { confirmed: placed > 0 });
    }
    await addToServerCart(request, shopper, product!._id, 1);
    await signInAs(page, shopper);
    await page.goto("/place-order");
    await expect(page.getByLabel(/Cash on Delivery/)).toBeDisabled();
    await expect(page.getByTestId("cod-hint")).toHaveText(
      "You already have 3 cash on delivery orders waiting to ship. Please pay online, or order again once one has shipped.",
    );
    await expect(page.getByLabel(/PhonePe/)).toBeEnabled();
  });

  test("the store's cash on delivery rules say why COD ends, as the address is entered", async ({ page, request }) => {
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    await addToServerCart(request, shopper, product!._id, 1);
    await signInAs(page, shopper);
    await page.goto("/place-order");
    await page.getByLabel(/Cash on Delivery/).check();
    await page.getByRole("button", { name: "Continue to Address" }).click();
    await fillAddress(page, "342001");
    await page.getByLabel("Phone").fill("9999999999");
    await expect(page.getByTestId("cod-unavailable")).toHaveText(
      /^Cash on delivery isn't available for this order because the phone number 9999999999 does not look like one a courier can call\. Please pay online\./,
    );
    await page.getByLabel("Phone").fill("9829054321");
    await expect(page.getByTestId("cod-unavailable")).toBeHidden();
  });

  test("an empty cart cannot be checked out", async ({ page }) => {
    const shopper = await createShopper();
    await signInAs(page, shopper);
    await page.goto("/place-order");
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
  });

  test("a visitor is sent to login first", async ({ page }) => {
    await page.goto("/place-order");
    await expect(page.getByText("Please login to continue")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fplace-order$/);
  });
});
