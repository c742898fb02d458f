/**
 * A checkout that remembers (#16 item 4), on a 390 px phone: the step is in the address bar, the
 * entries survive Back, Forward and reload, COD where the pincode has none is explained with a way
 * out, and saved addresses are offered at step 2.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { seriousViolations } from "./support/axe";
import { addToServerCart, productsInStock, createShopper, signInAs, type Shopper } from "./support/shopper";

test.use({ viewport: { width: 390, height: 844 } });

const heading = (page: Page, name: string) => page.getByRole("heading", { name });

/** axe once the toasts have gone: one caught mid-fade reads as low contrast. */
async function violationsWhenSettled(page: Page) {
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toHaveCount(0, {
    timeout: 8000,
  });
  return seriousViolations(page);
}

async function startCheckout(page: Page, shopper: Shopper, request: Parameters<typeof productsInStock>[0]) {
  const [product] = await productsInStock(request);
  await addToServerCart(request, shopper, product!._id, 1);
  await signInAs(page, shopper);
  await page.goto("/place-order");
  await expect(heading(page, "1. Payment Method")).toBeVisible();
}

test.describe("checkout memory", () => {
  test("Back, Forward and reload keep the step and the entries", async ({ page, request }) => {
    const shopper = await createShopper("Meera Iyer");
    await startCheckout(page, shopper, request);
    await page.getByLabel(/PhonePe/).check();
    await page.getByLabel("Order notes (optional)").fill("Leave with the guard");
    await page.getByRole("button", { name: "Continue to Address" }).click();
    await expect(page).toHaveURL(/\/place-order\?step=delivery$/);

    await page.getByLabel("Street address").fill("14 Residency Road");
    await page.getByLabel("Pincode").fill("342001");
    await expect(page.getByText("Delivers to Jodhpur, Rajasthan")).toBeVisible();
    await expect(page.getByLabel("City")).toHaveValue("Jodhpur");
    expect(await violationsWhenSettled(page)).toEqual([]);

    await page.reload();
    await expect(heading(page, "2. Delivery Information")).toBeVisible();
    await expect(page.getByLabel("Street address")).toHaveValue("14 Residency Road");
    await expect(page.getByLabel("Pincode")).toHaveValue("342001");
    await expect(page.getByLabel("City")).toHaveValue("Jodhpur");

    await page.getByRole("button", { name: "Review Order" }).click();
    await expect(page).toHaveURL(/step=review$/);
    await expect(heading(page, "3. Review Your Order")).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);

    // Android's Back from Review: Delivery, then Payment, each as it was left.
    await page.goBack();
    await expect(page).toHaveURL(/step=delivery$/);
    await expect(page.getByLabel("Street address")).toHaveValue("14 Residency Road");
    await page.goBack();
    await expect(page).toHaveURL(/\/place-order$/);
    await expect(page.getByLabel(/PhonePe/)).toBeChecked();
    await expect(page.getByLabel("Order notes (optional)")).toHaveValue("Leave with the guard");

    await page.goForward();
    await expect(heading(page, "2. Delivery Information")).toBeVisible();
    await page.goForward();
    await expect(heading(page, "3. Review Your Order")).toBeVisible();
    await page.reload();
    await expect(heading(page, "3. Review Your Order")).toBeVisible();
    await expect(page.getByText("Notes: Leave with the guard")).toBeVisible();
    await expect(page.getByText("14 Residency Road")).toBeVisible();

    // A link to Review with nothing entered in this tab opens the first step to do.
    await page.evaluate(() => sessionStorage.removeItem("checkout"));
    await page.goto("/place-order?step=review");
    await expect(page).toHaveURL(/step=payment$/);
    await expect(heading(page, "1. Payment Method")).toBeVisible();
    await expect(page.getByLabel(/PhonePe/)).not.toBeChecked();
  });

  test("cash on delivery where the pincode has none is explained, with PhonePe a tap away", async ({
    page,
    request,
  }) => {
    const shopper = await createShopper();
    await startCheckout(page, shopper, request);
    await page.getByLabel(/Cash on Delivery/).check();
    await page.getByRole("button", { name: "Continue to Address" }).click();
    await page.getByLabel("Street address").fill("Police Bazar");
    await page.getByLabel("Pincode").fill("793001");

    const notice = page.getByTestId("cod-unavailable");
    await expect(notice).toContainText(
      "Cash on delivery is not available for 793001. Pay online with PhonePe instead.",
    );
    await expect(page).toHaveURL(/step=delivery$/);
    await expect(page.getByRole("button", { name: "Review Order" })).toBeDisabled();
    expect(await violationsWhenSettled(page)).toEqual([]);

    await notice.getByRole("button", { name: "Pay with PhonePe instead" }).click();
    await expect(notice).toHaveCount(0);
    await page.getByRole("button", { name: "Review Order" }).click();
    await expect(heading(page, "3. Review Your Order")).toBeVisible();
    await expect(page.getByText("PhonePe (UPI, cards, net banking)").first()).toBeVisible();
  });

  test("addresses saved in the profile are offered at checkout, and a new one can be saved", async ({
    page,
    request,
  }) => {
    const shopper = await createShopper("Arjun Rao");
    const [product] = await productsInStock(request);
    await addToServerCart(request, shopper, product!._id, 1);
    await signInAs(page, shopper);

    await page.goto("/profile");
    const book = page.getByRole("region", { name: "Saved Addresses" });
    await expect(book.getByText("No saved addresses yet.")).toBeVisible();
    await book.getByRole("button", { name: "Add an address" }).click();
    await book.getByLabel("First name").fill("Arjun");
    await book.getByLabel("Last name").fill("Rao");
    await book.getByLabel("Phone").fill("9876501234");
    await book.getByLabel("Street address").fill("14 Residency Road");
    await book.getByLabel("Pincode").fill("342001");
    await expect(book.getByLabel("City")).toHaveValue("Jodhpur");
    await expect(book.getByLabel("State")).toHaveValue(/Rajasthan/i);
    await book.getByRole("button", { name: "Save address" }).click();
    await expect(book.getByTestId("saved-address")).toContainText("Default");
    // The toast comes once its script has loaded, which can be after the list shows the address.
    await expect(page.getByText("Address saved", { exact: true })).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);

    const second = await request.post("/api/user/addresses", {
      headers: { token: shopper.token },
      data: {
        firstName: "Arjun",
        lastName: "Rao",
        phone: "9876501234",
        street: "2 School Lane",
        city: "Jodhpur",
        state: "Rajasthan",
        pincode: "342001",
      },
    });
    expect(second.status()).toBe(201);

    await page.goto("/place-order");
    await page.getByLabel(/Cash on Delivery/).check();
    await page.getByRole("button", { name: "Continue to Address" }).click();
    await expect(page.getByRole("radio", { name: /14 Residency Road/ })).toBeChecked();
    await expect(page.getByLabel("Street address")).toHaveCount(0);
    await page.getByRole("radio", { name: /2 School Lane/ }).check();
    await expect(page.getByText("Delivers to Jodhpur, Rajasthan")).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);
    await page.getByRole("button", { name: "Review Order" }).click();
    await expect(page.getByRole("region", { name: "3. Review Your Order" })).toContainText("2 School Lane");

    await page.goBack();
    await expect(page.getByRole("radio", { name: /2 School Lane/ })).toBeChecked();
    await page.getByRole("radio", { name: "Use a new address" }).check();
    await page.getByLabel("Street address").fill("7 Lake View");
    await page.getByLabel("Pincode").fill("342001");
    await expect(page.getByLabel("City")).toHaveValue("Jodhpur");
    await page.getByLabel("Save this address").check();
    await page.getByRole("button", { name: "Review Order" }).click();
    await expect(page.getByText("Address saved to your account")).toBeVisible();
    await expect(page.getByRole("region", { name: "3. Review Your Order" })).toContainText("7 Lake View");
    const saved = await request.get("/api/user/addresses", { headers: { token: shopper.token } });
    expect(((await saved.json()) as { addresses: { street: string }[] }).addresses.map((a) => a.street)).toEqual([
      "14 Residency Road",
      "2 School Lane",
      "7 Lake View",
    ]);

    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByText("Order placed successfully!").first()).toBeVisible();
    // Placed: this tab's checkout entries are gone.
    expect(await page.evaluate(() => sessionStorage.getItem("checkout"))).toBeNull();
  });
});
