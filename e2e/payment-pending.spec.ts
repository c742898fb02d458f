/**
 * The verify page while PhonePe still says PENDING (issue #16 item 2), on a 390 px phone: the
 * simulator's checkout leaves the payment pending, the page shows the neutral "Payment Pending"
 * look and checks again by itself; once the payment completes on PhonePe's side it turns to
 * success without a click.
 */
import { expect, test } from "./support/test";
import { seriousViolations } from "./support/axe";
import { createShopper, signInAs, startPhonePeOrder } from "./support/shopper";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a pending payment is polled automatically and turns to success without a click", async ({ page, request }) => {
  const shopper = await createShopper();
  const paymentUrl = await startPhonePeOrder(request, shopper);

  await signInAs(page, shopper);
  await page.goto(paymentUrl.href);
  await page.getByRole("button", { name: "Leave pending (bank still processing)" }).click();
  await expect(page).toHaveURL(/\/verify-phonepe\?orderId=/);
  await expect(page.getByRole("heading", { name: "Payment Pending" })).toBeVisible();
  await expect(
    page.getByText("Waiting for PhonePe to confirm your payment. We will check again automatically."),
  ).toBeVisible();
  // Neutral, not the failure look: no error box, no retry offer, no "Check again" while polling.
  await expect(page.getByTestId("payment-error")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Check again" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The bank finishes: the simulator's form is posted again, from loopback, as its other controls are.
  const completed = await request.post(`${paymentUrl.origin}/checkout`, {
    form: { merchantOrderId: paymentUrl.searchParams.get("merchantOrderId")!, outcome: "success", mode: "upi" },
    maxRedirects: 0,
  });
  expect(completed.status()).toBe(303);

  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("verified-status")).toHaveText("Order Placed");
  await expect(page.getByRole("link", { name: "View order confirmation" })).toBeVisible();
});
