/**
 * A promotion code from the cart to the tax invoice, on a phone (#34): applied in the cart's code
 * box, its saving shown on the line it reduces, the checkout's total charged, and the invoice's
 * line printing the discount.
 */
import { execFileSync } from "node:child_process";
import { expect, test } from "./support/test";
import { createShopperCode } from "./support/promotions";
import {
  addToServerCart,
  confirmCodOrder,
  createShopper,
  productsInStock,
  reviewCodOrderToJodhpur,
  signInAs,
} from "./support/shopper";

const rupees = (paise: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(paise / 100);

test("at 360 px a code applied in the cart is charged at checkout and printed on the invoice's line @phone", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const shopper = await createShopper("Meera Iyer");
  const [product] = await productsInStock(request);
  const unitPrice = Math.round((product!.discountPrice ?? product!.price) * 100);
  await addToServerCart(request, shopper, product!._id, 2);
  const code = await createShopperCode(shopper.user._id, "Welcome offer", 100);
  await signInAs(page, shopper);

  await page.goto("/cart");
  await page.getByRole("textbox", { name: "Offer code" }).fill(` ${code.toLowerCase()} `);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
  const offers = page.getByTestId("cart-offers");
  await expect(offers).toContainText(`Welcome offer (${code}): ₹100.00 off`);
  await expect(offers).toContainText("−₹100.00");
  await expect(page.getByTestId("cart-items-total")).toHaveText(rupees(2 * unitPrice - 10_000));

  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await reviewCodOrderToJodhpur(page);
  const summary = page.getByTestId("order-summary");
  await expect(summary.getByTestId("summary-discount")).toHaveText("−₹100.00");

  const placed = page.waitForResponse((response) => response.url().endsWith("/api/order/place"));
  await page.getByRole("button", { name: "Place Order" }).click();
  const { orderId } = (await (await placed).json()) as { orderId: string };
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}`));
  await confirmCodOrder(shopper, orderId);

  const invoice = await request.get(`/api/order/invoice/${orderId}`, { headers: { token: shopper.token } });
  expect(invoice.headers()["content-type"]).toBe("application/pdf");
  const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await invoice.body() }).toString();
  // The line: unit price, quantity's gross less ₹100.00, and the taxable value of what is left.
  expect(text).toMatch(new RegExp(`${rupees(unitPrice).replace(/[.$]/g, "\\$&")} +₹100\\.00 +₹[\\d,]+\\.\\d\\d `));
});
