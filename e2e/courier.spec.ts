/**
 * Couriers booked and tracked by the store (issue #32), on a laptop: the operator books the
 * recommended courier on the order's page and prints its label, then the courier's scans on the
 * local Shiprocket simulator (/dev/courier) reach the store by its webhook, and the store's
 * reading of the tracking moves the order on by itself: to Delivered, or through a failed attempt
 * back to the store (RTO) with its stock restored.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openAdminOrder, signInAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { overflowingElements } from "./support/overflow";
import { createProductAsAdmin, removeProductsLeftBehind } from "./support/admin-products";
import { waitForEmail } from "./support/mail";
import { createShopper, placeCodOrder, productsInStock } from "./support/shopper";

/** The order's number as its e-mails write it. */
const displayedId = (orderId: string) => orderId.slice(-8).toUpperCase();

test.afterEach(({ playwright, baseURL }) => removeProductsLeftBehind(playwright, baseURL!));

/** Books the order's parcel with the courier chosen for it; answers its AWB. */
async function bookCourier(page: Page, orderId: string): Promise<string> {
  await openAdminOrder(page, orderId);
  const courier = page.getByRole("region", { name: "Courier" });
  await expect(courier.getByRole("radio", { checked: true })).toBeVisible();
  await courier.getByRole("button", { name: "Book courier" }).click();
  // The booked parcel takes the form's place.
  await expect(courier.getByTestId("shipment-awb")).toHaveText(/^\d{14}$/);
  await expect(courier.getByTestId("shipment-state")).toHaveText("Booked, waiting for pickup");
  await expect(page.getByTestId("admin-order-status")).toHaveText("Packing");
  return (await courier.getByTestId("shipment-awb").textContent())!;
}

/** The courier's scans of this parcel, one after another, on the simulator's page; a failed attempt gives `reason`. */
async function scan(page: Page, awb: string, scans: string[], reason?: string) {
  await page.goto("/dev/courier");
  const parcel = page.getByTestId("simulated-shipment").filter({ hasText: `AWB ${awb}` });
  for (const name of scans) {
    const before = await parcel.getByTestId("shipment-status").textContent();
    if (reason) await parcel.getByLabel("Reason for a failed attempt").fill(reason);
    await parcel.getByRole("button", { name, exact: true }).click();
    await expect(parcel.getByTestId("shipment-status")).not.toHaveText(before!);
  }
}

/**
 * The product's stock as the operator's page reads it from the database: the storefront's cached
 * copy follows a change made by a background job (the courier's scans) within its lifetime.
 */
async function expectUnitsOnHand(page: Page, productId: string, units: number) {
  await page.goto(`/admin/products/${productId}`);
  await expect(page.getByLabel("Set stock to")).toHaveValue(String(units));
}

/** The order's status on its admin page once the store has read the courier's tracking. */
async function expectOrderStatus(page: Page, orderId: string, status: string) {
  await expect(async () => {
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByTestId("admin-order-status")).toHaveText(status, { timeout: 1000 });
  }).toPass();
}

test("an operator books a courier and prints its label; the courier's scans deliver the order", async ({
  page,
  request,
}) => {
  const shopper = await createShopper();
  const [product] = await productsInStock(request);
  const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }]);
  await signInAsAdmin(page);
  const awb = await bookCourier(page, orderId);

  const label = await page.request.get(
    (await page.getByRole("link", { name: "Label on A4 (PDF)" }).getAttribute("href"))!,
  );
  expect(label.headers()["content-type"]).toBe("application/pdf");
  expect((await label.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await scan(page, awb, ["Picked up"]);
  await expectOrderStatus(page, orderId, "Shipped");
  await scan(page, awb, ["At destination hub", "Out for delivery", "Delivered"]);
  await expectOrderStatus(page, orderId, "Delivered");
  await expect(page.getByTestId("shipment-state")).toHaveText("Delivered");
});

// Serial: its own product, whose stock no other test's order moves, is a change to the catalogue.
test(
  "a failed delivery the customer sends back from the tracking page: the courier returns it, and its stock with it",
  { tag: "@serial" },
  async ({ page, browser }) => {
    await signInAsAdmin(page);
    const productId = await createProductAsAdmin(page, `Place Value Relay ${Date.now()}`, 5);
    const shopper = await createShopper();
    const orderId = await placeCodOrder(shopper, [{ productId, quantity: 2 }]);
    const awb = await bookCourier(page, orderId);
    await expectUnitsOnHand(page, productId, 3);

    await scan(page, awb, ["Picked up", "At destination hub", "Out for delivery"]);
    await scan(page, awb, ["Undelivered (NDR)"], "Customer not available");
    await expectOrderStatus(page, orderId, "Delivery attempt failed");
    await expect(page.getByTestId("shipment-state")).toHaveText("Delivery attempt failed");
    await page.goto("/admin/shipping");
    await expect(page.getByTestId("failed-deliveries")).toContainText("Customer not available");

    // The customer hears at once, and answers on the order's tracking page without signing in.
    const told = await waitForEmail(`We could not deliver your GanitPlay order ${displayedId(orderId)}`, shopper.email);
    const trackingPage = new URL(/https?:\/\/[^\s"<>]+\/track\/[\w.-]+/.exec(told.text)![0]);
    // On a 360 px phone, as the message's link is mostly opened, in the customer's language (Hindi here).
    const customer = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await customer.goto(`/hi${trackingPage.pathname}`);
    await expect(customer.getByTestId("failed-delivery")).toContainText("कूरियर आपका ऑर्डर डिलीवर नहीं कर पाया");
    await expect(customer.getByRole("heading", { name: "कूरियर से मिली जानकारी" })).toBeVisible();
    expect(await overflowingElements(customer)).toEqual([]);
    await customer.goto(trackingPage.pathname);
    const failed = customer.getByTestId("failed-delivery");
    await expect(failed).toContainText("Customer not available");
    await failed.getByLabel("I no longer want it: send it back").check();
    expect(await seriousViolations(customer)).toEqual([]);
    await failed.getByRole("button", { name: "Send to the courier" }).click();
    await expect(failed.getByRole("status")).toHaveText("Thank you. The courier will bring the parcel back to us.");
    await customer.context().close();

    // The courier gets the answer and starts the return, which reaches the store; then it is back.
    await expect(async () => {
      await page.goto("/dev/courier");
      await expect(page.getByTestId("simulated-shipment").filter({ hasText: `AWB ${awb}` })).toContainText(
        "The store asked the courier: return",
        { timeout: 1000 },
      );
    }).toPass();
    await expectOrderStatus(page, orderId, "Returning to seller");
    await scan(page, awb, ["RTO delivered"]);
    await expectOrderStatus(page, orderId, "Returned to seller");
    await expectUnitsOnHand(page, productId, 5);
  },
);
