/**
 * Issue #16 items 3 and 5 on a 390 px phone: the delivery charges are said before the payment
 * choice (cart, payment step, review summary), and a placement ends on a confirmation page with
 * no error toast.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { seriousViolations } from "./support/axe";
import { addToServerCart, JODHPUR_ADDRESS, productsInStock, createShopper, signInAs } from "./support/shopper";

test.use({ viewport: { width: 390, height: 844 } });

const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(amount);

interface Choices {
  prepaidTotal: number;
  codTotal: number;
  codFee: number;
  prepaidSaving: number;
  toFreeShipping: number;
}

/** The server's own comparison for this cart, to check the screens against. */
async function choicesFor(request: APIRequestContext, pincode: string, weight: number, value: number) {
  const response = await request.get(
    `/api/delivery/shipping-cost?pincode=${pincode}&weight=${weight}&order_value=${value}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { choices: Choices }).choices;
}

const errorToasts = (page: Page) => page.locator("[data-sonner-toast][data-type=error]");

/** axe once the toasts have gone (one caught mid-animation reads as low contrast). */
async function violationsWhenSettled(page: Page) {
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toHaveCount(0, {
    timeout: 8000,
  });
  return seriousViolations(page);
}

test.describe("no surprise charges, and a confirmation after placing", () => {
  test("cash on delivery: charges before the choice, then the confirmation page", async ({ page, request }) => {
    const shopper = await createShopper("Meera Iyer");
    // The cheapest product, so the order stays under the free-delivery threshold.
    const products = await productsInStock(request);
    const product = products.sort((a, b) => (a.discountPrice ?? a.price) - (b.discountPrice ?? b.price))[0]!;
    const unitPrice = product.discountPrice ?? product.price;
    await addToServerCart(request, shopper, product._id, 1);
    await signInAs(page, shopper);
    const choices = await choicesFor(request, "342001", product.shippingWeight, unitPrice);

    // Product page (#33, no drip pricing): the pincode check already names the COD fee, as the cart and checkout do.
    await page.goto(`/shop/${product._id}`);
    await page.getByLabel("Check delivery").fill("342001");
    await expect(page.getByTestId("cod-fee")).toHaveText(`+${rupees(choices.codFee)}`);
    await expect(page.getByText(`Cash on delivery available, for a fee of +${rupees(choices.codFee)}`)).toBeVisible();

    // Cart: a pincode box, then shipping, the COD fee, the online saving and the free-delivery hint.
    await page.goto("/cart");
    await page.getByLabel("Delivery pincode").fill("342001");
    const cart = page.getByTestId("cart-delivery");
    await expect(cart.getByText("Delivers to Jodhpur, Rajasthan")).toBeVisible();
    await expect(cart.getByTestId("cart-shipping")).toHaveText(
      choices.prepaidTotal === 0 ? "Free" : rupees(choices.prepaidTotal),
    );
    await expect(cart.getByTestId("cod-fee")).toHaveText(`+${rupees(choices.codFee)} cash on delivery fee`);
    await expect(cart.getByTestId("prepaid-saving")).toHaveText(`Pay online and save ${rupees(choices.prepaidSaving)}`);
    if (choices.toFreeShipping > 0) {
      await expect(cart.getByTestId("free-delivery-hint")).toContainText(
        `Add ${rupees(choices.toFreeShipping)} more for free delivery`,
      );
    }
    expect(await violationsWhenSettled(page)).toEqual([]);

    // Payment step: the same pincode (remembered for the tab), the fee beside Cash on Delivery.
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/place-order$/);
    await expect(page.getByTestId("payment-shipping")).toContainText("Shipping to Jodhpur (342001)");
    await expect(page.getByLabel(/Cash on Delivery/)).toBeVisible();
    await expect(page.getByTestId("cod-fee")).toContainText(`+${rupees(choices.codFee)}`);
    await expect(page.getByTestId("prepaid-saving")).toHaveText(`Pay online and save ${rupees(choices.prepaidSaving)}`);
    if (choices.toFreeShipping > 0) await expect(page.getByTestId("free-delivery-hint")).toBeVisible();
    await page.getByLabel(/Cash on Delivery/).check();
    await page.getByRole("button", { name: "Continue to Address" }).click();

    await expect(page.getByLabel("Pincode")).toHaveValue("342001");
    await page.getByLabel("Street address").fill("14 Residency Road");
    await expect(page.getByText("Delivers to Jodhpur, Rajasthan")).toBeVisible();
    // Where the order's e-mails go, truthfully: the account's address; another typed only once confirmed.
    const email = page.locator("#address-email");
    const own = `Order updates go to your account e-mail ${shopper.email}.`;
    await expect(email).toHaveAccessibleDescription(own);
    await email.fill("family@example.in");
    await expect(email).toHaveAccessibleDescription(
      `${own} family@example.in gets them too once confirmed from the link we e-mail there.`,
    );
    await email.fill(shopper.email);
    await page.getByRole("button", { name: "Review Order" }).click();

    // Review: shipping and the COD charge are separate lines of the summary.
    await expect(page.getByRole("heading", { name: "3. Review Your Order" })).toBeVisible();
    const summary = page.getByTestId("order-summary");
    await expect(summary.getByTestId("summary-shipping")).toHaveText(rupees(choices.codTotal - choices.codFee));
    await expect(summary.getByTestId("summary-cod-fee")).toHaveText(rupees(choices.codFee));
    await expect(summary.getByTestId("summary-total")).toHaveText(rupees(unitPrice + choices.codTotal));

    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByText("Order placed successfully!").first()).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/[\w-]+\?placed=1$/);
    const confirmation = page.getByTestId("order-confirmation");
    // Cash on delivery is packed once its customer confirms it (#33): asked here first.
    await expect(
      confirmation.getByRole("heading", { name: "Thank you! One more step: please confirm your order." }),
    ).toBeVisible();
    await confirmation.getByRole("button", { name: "Confirm order" }).click();
    await expect(confirmation.getByRole("heading", { name: "Thank you! Your order is placed." })).toBeVisible();
    await expect(confirmation.getByTestId("order-total")).toHaveText(rupees(unitPrice + choices.codTotal));
    await expect(confirmation.getByText("Cash on delivery fee")).toBeVisible();
    await expect(confirmation.getByTestId("estimated-delivery")).toContainText(
      /Estimated delivery: by .+ \(3-4 days\)/,
    );
    await expect(confirmation.getByText(`A confirmation e-mail is on its way to ${shopper.email}`)).toBeVisible();
    await expect(confirmation.getByTestId("confirmation-cash")).toContainText(rupees(unitPrice + choices.codTotal));
    await expect(confirmation.getByText(product.name)).toBeVisible();
    await expect(confirmation.getByText("14 Residency Road")).toBeVisible();

    // The emptied cart asks for no shipping quote: no red toast over the green one.
    await page.waitForLoadState("networkidle");
    await expect(errorToasts(page)).toHaveCount(0);
    expect(await violationsWhenSettled(page)).toEqual([]);

    const id = (await confirmation.getByTestId("confirmation-order-id").textContent())!.replace("#", "");
    await expect(confirmation.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/shop");
    await confirmation.getByRole("link", { name: `View order #${id}` }).click();
    await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
    await expect(page.getByRole("heading", { name: `Order #${id}` })).toBeVisible();
  });

  test("a verified PhonePe payment leads to the same confirmation", async ({ page, request }) => {
    const shopper = await createShopper();
    const [product] = await productsInStock(request, 5);
    const response = await request.post("/api/order/phonepe", {
      headers: { token: shopper.token },
      data: { items: [{ productId: product!._id, quantity: 1 }], address: JODHPUR_ADDRESS, paymentMethod: "phonepe" },
    });
    expect(response.status()).toBe(201);
    const { paymentUrl } = (await response.json()) as { paymentUrl: string };
    await signInAs(page, shopper);
    await page.goto(paymentUrl);
    await page.getByLabel("Card").check();
    await page.getByRole("button", { name: /^Pay ₹/ }).click();

    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await page.getByRole("link", { name: "View order confirmation" }).click();
    await expect(page).toHaveURL(/\/orders\/[\w-]+\?placed=1$/);
    await expect(page.getByRole("heading", { name: "Thank you! Your order is placed." })).toBeVisible();
    await expect(page.getByText("It is paid: there is nothing to pay at the door.")).toBeVisible();
    await expect(errorToasts(page)).toHaveCount(0);
  });
});
