/**
 * Issue #33: a cash on delivery order waits for its customer's confirmation before it is packed.
 * On a 360 px phone the shopper places it, gets the WhatsApp message asking to confirm it, taps
 * Confirm in the simulated WhatsApp (/dev/messages), and the order is confirmed; then the operator
 * can pack it, which they could not before.
 */
import { expect, test } from "./support/test";
import { openAdminOrder, signInAsAdmin, untilStatusFormHydrated } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { overflowingElements } from "./support/overflow";
import { waitForEmail } from "./support/mail";
import {
  addToServerCart,
  createShopper,
  JODHPUR_ADDRESS,
  placeCodOrder,
  productsInStock,
  signInAs,
} from "./support/shopper";

interface SimulatedMessage {
  to: string;
  template: string | null;
}

test("a COD order placed on a phone is confirmed from WhatsApp, then packed", async ({ browser, request }) => {
  const shopper = await createShopper("Meera Joshi");
  const number = `91${shopper.phone}`;
  const consent = await request.post("/api/user/notifications", {
    headers: { token: shopper.token },
    data: { whatsapp: true, source: "profile" },
  });
  expect(consent.ok()).toBe(true);
  const [product] = await productsInStock(request);
  await addToServerCart(request, shopper, product!._id, 1);

  const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await signInAs(phone, shopper);
  await phone.goto("/place-order");
  await phone.getByLabel(/Cash on Delivery/).check();
  await phone.getByRole("button", { name: "Continue to Address" }).click();
  await phone.getByLabel("Street address").fill(JODHPUR_ADDRESS.street);
  await phone.getByLabel("Pincode").fill(JODHPUR_ADDRESS.zipcode);
  await expect(phone.getByText("Delivers to Jodhpur, Rajasthan")).toBeVisible();
  await phone.getByRole("button", { name: "Review Order" }).click();
  await phone.getByRole("button", { name: "Place Order" }).click();

  // The page after checkout asks for the confirmation too: readable at 360 px, nothing cut off.
  const panel = phone.getByTestId("cod-confirmation-panel");
  await expect(panel.getByRole("heading", { name: "Confirm your order" })).toBeVisible();
  await expect(panel).toContainText(/If it is not confirmed by .+, we cancel it and nothing is sent\./);
  const orderId = /\/orders\/([\w-]+)\?placed=1$/.exec(phone.url())![1]!;
  expect(await overflowingElements(phone)).toEqual([]);
  expect(await seriousViolations(phone)).toEqual([]);

  // The operator cannot pack it yet: only a call's confirmation, or cancelling, is offered.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await openAdminOrder(admin, orderId);
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Awaiting confirmation");
  await expect(admin.getByTestId("cod-confirmation")).toContainText("not offered for packing until confirmed");
  await expect(admin.getByLabel("Move to").locator("option", { hasText: "Packing" })).toHaveCount(0);

  // WhatsApp asks within moments; the customer taps Confirm there.
  const messagesTo = async () =>
    ((await (await request.get("/dev/messages.json")).json()) as SimulatedMessage[]).filter(
      (message) => message.to === number,
    );
  await expect
    .poll(async () => (await messagesTo()).map((message) => message.template), { timeout: 30_000 })
    .toEqual(["order_confirm_cod"]);
  await phone.goto("/dev/messages");
  const conversation = phone.locator("section").filter({ hasText: `+${number}` });
  await conversation.getByRole("button", { name: "Confirm", exact: true }).click();

  // Confirmed: its page says so, the confirmation with its invoice follows on WhatsApp.
  await expect
    .poll(async () => (await messagesTo()).map((message) => message.template), { timeout: 30_000 })
    .toEqual(["order_placed", "order_confirm_cod"]);
  await phone.goto(`/orders/${orderId}`);
  await expect(phone.getByTestId("order-status")).toHaveText("Order Placed");
  await expect(phone.getByTestId("cod-confirmation-panel")).toHaveCount(0);
  await phone.context().close();

  // Now the operator packs it.
  await openAdminOrder(admin, orderId);
  await expect(admin.getByTestId("cod-confirmation")).toContainText("Confirmed on WhatsApp");
  await untilStatusFormHydrated(admin);
  await admin.getByLabel("Move to").selectOption({ label: "Packing" });
  await admin.getByRole("button", { name: "Update status" }).click();
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Packing");
  await admin.context().close();
});

test("Pay now and save: from the e-mail's link, an unconfirmed COD order is paid online without its COD fee", async ({
  page,
  request,
}) => {
  const shopper = await createShopper();
  const [product] = await productsInStock(request);
  const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }], { confirmed: false });
  const displayId = orderId.slice(-8).toUpperCase();

  // The e-mail asking to confirm it links the order's tracking page, which needs no sign-in.
  const email = await waitForEmail(`Please confirm your GanitPlay order ${displayId}`, shopper.email);
  expect(email.text).toContain("Confirm or cancel your order");
  const link = new RegExp(`https?://[^\\s]+(/track/${orderId}\\.[0-9a-z]+\\.[\\w-]{22})`).exec(email.text)!;
  await page.goto(link[1]!);
  const panel = page.getByTestId("cod-confirmation-panel");
  // The button says what paying online costs and saves: the two make the cash on delivery total.
  const payOnline = panel.getByRole("button", { name: /^Pay ₹[\d,.]+ online now and save ₹[\d,.]+$/ });
  const [, prepaid, saving] = /^Pay (₹[\d,.]+) online now and save (₹[\d,.]+)$/.exec(
    (await payOnline.textContent()) ?? "",
  )!;
  const { orders } = (await (
    await request.post("/api/order/userorders", { headers: { token: shopper.token } })
  ).json()) as { orders: { _id: string; amount: number }[] };
  const cod = orders.find((order) => order._id === orderId)!.amount;
  const paise = (text: string) => Math.round(Number(text.replace(/[₹,]/g, "")) * 100);
  expect(paise(prepaid!) + paise(saving!)).toBe(Math.round(cod * 100));
  expect(paise(saving!)).toBeGreaterThanOrEqual(4000);
  await payOnline.click();

  // PhonePe's page asks for the prepaid amount; paid, it brings the customer back to the order.
  await expect(page.getByRole("button", { name: `Pay ${prepaid}` })).toBeVisible();
  await page.getByLabel("UPI").check();
  await page.getByRole("button", { name: `Pay ${prepaid}` }).click();
  await expect(page).toHaveURL(new RegExp(`/track/${orderId}\\.`));
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Status: Order Placed")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByTestId("cod-confirmation-panel")).toHaveCount(0);
  await expect(page.getByText(new RegExp(`· ${prepaid!.replace(/[.,]/g, "\\$&")}$`))).toBeVisible();
});
