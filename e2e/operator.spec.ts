/**
 * Operator moves that are safe (issue #16 item 9), on a laptop: a move that skips steps asks to
 * be confirmed, the note clears after each move, the cash collected for a delivered COD order is
 * recorded (the order is then paid), and the customer sees a tracking link for a known courier.
 */
import { expect, test } from "./support/test";
import { openAdminOrder, signInAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { placeCodOrder, productsInStock, createShopper, signInAs } from "./support/shopper";

test("an operator confirms skipping steps, records the cash, and the customer can track the parcel", async ({
  page,
  request,
  browser,
}) => {
  const shopper = await createShopper();
  const [product] = await productsInStock(request);
  const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }]);

  await signInAsAdmin(page);
  await openAdminOrder(page, orderId);
  // Order Placed → Shipped skips Packing: asked first, nothing moves until confirmed.
  await page.getByLabel("Move to").selectOption({ label: "Shipped" });
  await page.getByLabel(/Note/).fill("Handed to the courier");
  await page.getByLabel("Courier (optional)").selectOption("Delhivery");
  await page.getByLabel("Tracking number (optional)").fill("DL987654321IN");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("skipping Packing");
  await expect(page.getByTestId("admin-order-status")).toHaveText("Order Placed");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Yes, move to Shipped" }).click();
  await expect(page.getByTestId("admin-order-status")).toHaveText("Shipped");
  await expect(page.getByLabel(/Note/)).toHaveValue("");

  // The next step needs no confirmation.
  await page.getByLabel("Move to").selectOption({ label: "Out for delivery" });
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByTestId("admin-order-status")).toHaveText("Out for delivery");
  await page.getByLabel("Move to").selectOption({ label: "Delivered" });
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByTestId("admin-order-status")).toHaveText("Delivered");

  await expect(page.getByLabel("Amount collected (₹)")).not.toHaveValue("");
  await page.getByRole("button", { name: "Record cash collected" }).click();
  await expect(page.getByTestId("cash-collected")).toContainText("recorded by");
  await expect(page.getByText("Cash on Delivery · Paid")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const customer = await (await browser.newContext()).newPage();
  await signInAs(customer, shopper);
  await customer.goto(`/orders/${orderId}`);
  await expect(customer.getByText("Cash on Delivery · Paid")).toBeVisible();
  const track = customer.getByRole("link", { name: /Track with Delhivery/ });
  await expect(track).toHaveAttribute("href", "https://www.delhivery.com/track/package/DL987654321IN");
  await customer.context().close();
});
