/**
 * Gift cards and store credit (#34): a card's balance checked, the card added in the payment step
 * beside the account's store credit, what they pay shown in the summary with the cash left to pay
 * on delivery, the order placed with them; cancelled, each goes back where it came from, as the
 * profile and the card's balance show. Then a card bought on its page through PhonePe.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createGiftCard, giveStoreCredit } from "./support/gift-cards";
import { addToServerCart, createShopper, productsInStock, reviewCodOrderToJodhpur, signInAs } from "./support/shopper";

/** The gift card page's balance check, for the card with this code. */
async function expectCardBalance(page: Page, code: string, balance: string) {
  await page.goto("/gift-cards");
  await page.getByLabel("Its code").fill(code);
  await page.getByRole("button", { name: "Check the balance" }).click();
  await expect(page.getByRole("status")).toContainText(`Gift card •••• ${code.slice(-4)}: ${balance} left`);
}

test("a gift card and store credit pay part of a cash on delivery order and go back where they came from when it is cancelled", async ({
  page,
  request,
}) => {
  const shopper = await createShopper("Meera Iyer");
  const [product] = await productsInStock(request);
  await addToServerCart(request, shopper, product!._id, 1);
  const code = await createGiftCard(100);
  await giveStoreCredit(shopper.user._id, 50);
  await signInAs(page, shopper);
  await expectCardBalance(page, code, "₹100.00");

  await page.goto("/place-order");
  await expect(page.getByLabel("Use my store credit (₹50.00 available)")).toBeChecked();
  await page.getByRole("textbox", { name: "Gift card code" }).fill(code.toLowerCase());
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("gift-cards")).toContainText(`Gift card •••• ${code.slice(-4)}: ₹100.00 left`);
  await reviewCodOrderToJodhpur(page);
  const summary = page.getByTestId("order-summary");
  await expect(summary.getByTestId("summary-credit")).toHaveText("−₹150.00");
  await expect(summary).toContainText("To pay on delivery");

  const placed = page.waitForResponse((response) => response.url().endsWith("/api/order/place"));
  await page.getByRole("button", { name: "Place Order" }).click();
  const { orderId, order } = (await (await placed).json()) as { orderId: string; order: { paidByCredit: number } };
  expect(order.paidByCredit).toBe(150);
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}`));

  const cancelled = await request.post("/api/order/cancel", {
    headers: { token: shopper.token },
    data: { orderId, reason: "Ordered the wrong size" },
  });
  expect(cancelled.status()).toBe(200);
  await page.goto("/profile");
  await expect(page.getByTestId("store-credit")).toHaveText("You have ₹50.00 to spend on your next order.");
  const movements = page.getByRole("table", { name: "Store credit movements" });
  await expect(movements.getByRole("row")).toHaveCount(4);
  await expect(movements).toContainText("Spent");
  await expectCardBalance(page, code, "₹100.00");
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
