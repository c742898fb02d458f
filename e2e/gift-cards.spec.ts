/**
 * A gift card at checkout (#34): added in the payment step, what it pays shown in the summary with
 * the cash left to pay on delivery, the order placed with it; cancelled, its value comes back as
 * store credit, which the profile shows with its movement.
 */
import { expect, test } from "./support/test";
import { createGiftCard } from "./support/gift-cards";
import { addToServerCart, createShopper, productsInStock, signInAs } from "./support/shopper";

test("a gift card pays part of a cash on delivery order and comes back as store credit when it is cancelled", async ({
  page,
  request,
}) => {
  const shopper = await createShopper("Meera Iyer");
  const [product] = await productsInStock(request);
  await addToServerCart(request, shopper, product!._id, 1);
  const code = await createGiftCard(100);
  await signInAs(page, shopper);
  await page.goto("/gift-cards");
  await page.getByLabel("Its code").fill(code);
  await page.getByRole("button", { name: "Check the balance" }).click();
  await expect(page.getByRole("status")).toContainText(`Gift card •••• ${code.slice(-4)}: ₹100.00 left`);

  await page.goto("/place-order");
  await page.getByRole("textbox", { name: "Gift card code" }).fill(code.toLowerCase());
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("gift-cards")).toContainText(`Gift card •••• ${code.slice(-4)}: ₹100.00 left`);
  await page.getByLabel(/Cash on Delivery/).check();
  await page.getByRole("button", { name: "Continue to Address" }).click();
  await page.getByLabel("Street address").fill("7 Lake View Road");
  await page.getByLabel("Pincode").fill("342001");
  await expect(page.getByText("Delivers to Jodhpur, Rajasthan")).toBeVisible();
  await page.getByRole("button", { name: "Review Order" }).click();
  const summary = page.getByTestId("order-summary");
  await expect(summary.getByTestId("summary-credit")).toHaveText("−₹100.00");
  await expect(summary).toContainText("To pay on delivery");

  const placed = page.waitForResponse((response) => response.url().endsWith("/api/order/place"));
  await page.getByRole("button", { name: "Place Order" }).click();
  const { orderId, order } = (await (await placed).json()) as { orderId: string; order: { paidByCredit: number } };
  expect(order.paidByCredit).toBe(100);
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}`));

  const cancelled = await request.post("/api/order/cancel", {
    headers: { token: shopper.token },
    data: { orderId, reason: "Ordered the wrong size" },
  });
  expect(cancelled.status()).toBe(200);
  await page.goto("/profile");
  await expect(page.getByTestId("store-credit")).toHaveText("You have ₹100.00 to spend on your next order.");
  await expect(page.getByRole("table", { name: "Store credit movements" })).toContainText("Refunded as credit");
});

test("a gift card bought on its page is paid on PhonePe and e-mailed to its recipient", async ({ page }) => {
  const shopper = await createShopper("Ravi Menon");
  await signInAs(page, shopper);
  await page.goto("/gift-cards");
  await page.getByText("₹2,000.00", { exact: true }).click();
  await page.getByLabel("Recipient's name").fill("Asha");
  await page.getByLabel("Recipient's e-mail").fill("asha.gift@example.in");
  await page.getByLabel("Message (optional)").fill("Happy birthday, Asha!");
  await page.getByRole("button", { name: "Pay ₹2,000.00 with PhonePe" }).click();
  await expect(page.getByRole("heading", { name: "PhonePe simulator" })).toBeVisible();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("status")).toContainText(
    "Thank you! Your gift card of ₹2,000.00 is on its way: we have e-mailed its code to Asha (asha.gift@example.in).",
  );
  await expect(page.getByRole("status")).toContainText(/Your receipt GC\/\d{4}-\d{2}\/\d{6} is in your e-mail\./);
});
