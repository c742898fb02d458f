/**
 * A failed PhonePe payment is no dead end (issue #16 item 2), on a 390 px phone: the verify page
 * offers Retry payment (a new attempt through the simulator) and Pay on delivery instead (the
 * order placed with the COD fee quoted by the server).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { seriousViolations } from "./support/axe";
import { createShopper, signInAs, startPhonePeOrder } from "./support/shopper";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A shopper's PhonePe order, paid for on the simulator's page until it fails. */
async function failedPayment(page: Page, request: APIRequestContext) {
  const shopper = await createShopper();
  const paymentUrl = await startPhonePeOrder(request, shopper);
  await signInAs(page, shopper);
  await page.goto(paymentUrl.href);
  await page.getByRole("button", { name: "Fail: insufficient balance" }).click();
  await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
  await expect(page.getByTestId("payment-recovery")).toBeVisible();
}

test("a failed payment is retried and paid through PhonePe: the order is placed", async ({ page, request }) => {
  await failedPayment(page, request);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Retry payment" }).click();
  await expect(page.getByRole("heading", { name: "PhonePe simulator" })).toBeVisible();
  await page.getByLabel("UPI").check();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/verify-phonepe\?orderId=/);
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  await expect(page.getByTestId("verified-status")).toHaveText("Order Placed");
});

test("a failed payment is paid on delivery instead: placed with the COD fee", async ({ page, request }) => {
  await failedPayment(page, request);
  const recovery = page.getByTestId("payment-recovery");
  await expect(recovery).toContainText("including the cash on delivery fee of ₹");
  await page.getByRole("button", { name: "Pay on delivery instead" }).click();
  await expect(page.getByRole("heading", { name: "Order Placed" })).toBeVisible();
  // Cash on delivery now, it is confirmed here like any COD order before it is packed.
  await expect(page.getByTestId("verified-status")).toHaveText("Awaiting confirmation");
  await page.getByRole("button", { name: "Confirm order" }).click();
  await expect(page.getByTestId("verified-status")).toHaveText("Order Placed");
  await expect(page.getByText("Cash on Delivery")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
