/**
 * Test data for the signed-in flows: each test makes its own shopper (./accounts.ts), who places
 * orders from an address of their own, and, where signing in is not the subject, starts the
 * browser with that session already stored.
 */
import { randomInt } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { productListResponse, type ProductJson } from "../../lib/wire/product";
import type { UserJson } from "../../lib/wire/user";
import { createAccount, SHOPPER_PASSWORD } from "./accounts";
import { newLoopbackAddress, postFrom } from "./from-address";

export interface Shopper {
  token: string;
  user: UserJson;
  email: string;
  phone: string;
  password: string;
  /** Where the shopper's orders come from (./from-address.ts). */
  address: string;
}

/** A new signed-in customer with a unique e-mail and phone number. */
export async function createShopper(name = "Kavya Nair"): Promise<Shopper> {
  // Random, not a clock and a counter: two workers make shoppers at the same moment.
  const unique = String(randomInt(1e9)).padStart(9, "0");
  const email = `shopper.${unique}.${randomInt(1e6)}@example.in`;
  const phone = `9${unique}`;
  const { token, user } = await createAccount(name, email, phone);
  return { token, user, email, phone, password: SHOPPER_PASSWORD, address: newLoopbackAddress() };
}

/** Opens the store as this shopper: the session is in sessionStorage before any script runs. */
export async function signInAs(page: Page, shopper: Shopper): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      sessionStorage.setItem("token", token);
      sessionStorage.setItem("user", JSON.stringify(user));
    },
    { token: shopper.token, user: shopper.user },
  );
}

export async function productsInStock(request: APIRequestContext, minimum = 20): Promise<ProductJson[]> {
  const { products } = productListResponse.parse(await (await request.get("/api/products/list")).json());
  return products.filter((product) => product.inStock && product.stockQuantity >= minimum);
}

export async function addToServerCart(request: APIRequestContext, shopper: Shopper, productId: string, quantity = 1) {
  const response = await request.post("/api/cart/add", {
    headers: { token: shopper.token },
    data: { productId, quantity },
  });
  expect(response.ok()).toBe(true);
}

export const JODHPUR_ADDRESS = {
  firstName: "Kavya",
  lastName: "Nair",
  email: "kavya@example.in",
  phone: "9829054321",
  street: "14 Residency Road",
  city: "Jodhpur",
  state: "Rajasthan",
  zipcode: "342001",
  country: "India",
};

/**
 * Places a cash-on-delivery order through the API and, as its customer does on the page after
 * checkout, confirms it (unless `confirmed` is false: it then awaits its confirmation); answers its
 * id. The checkout e-mail is the account's, as the checkout fills it in, unless another is given.
 */
export async function placeCodOrder(
  shopper: Shopper,
  items: { productId: string; quantity: number }[],
  { email = shopper.email, confirmed = true }: { email?: string; confirmed?: boolean } = {},
): Promise<string> {
  const { orderId } = (await placeOrder(shopper, "/api/order/place", items, "cod", email)) as { orderId: string };
  if (confirmed) await confirmCodOrder(shopper, orderId);
  return orderId;
}

/** The shopper confirms their cash on delivery order, as the page after checkout lets them. */
export async function confirmCodOrder(shopper: Shopper, orderId: string): Promise<void> {
  const answer = { orderId, answer: "confirm" };
  const { status } = await postFrom(shopper.address, "/api/order/confirmation", answer, { token: shopper.token });
  expect(status).toBe(200);
}

/**
 * Opens a PhonePe order for one unit of a product in stock through the API; answers the
 * simulator's payment page, where the test decides how the payment ends.
 */
export async function startPhonePeOrder(request: APIRequestContext, shopper: Shopper): Promise<URL> {
  const product = (await productsInStock(request, 5))[0]!;
  const items = [{ productId: product._id, quantity: 1 }];
  return new URL(
    ((await placeOrder(shopper, "/api/order/phonepe", items, "phonepe")) as { paymentUrl: string }).paymentUrl,
  );
}

async function placeOrder(
  shopper: Shopper,
  path: string,
  items: { productId: string; quantity: number }[],
  paymentMethod: "cod" | "phonepe",
  email = shopper.email,
): Promise<unknown> {
  const { status, body } = await postFrom(
    shopper.address,
    path,
    // A repeat of the shopper's last order is theirs to confirm; these tests are about what follows.
    { items, address: { ...JODHPUR_ADDRESS, email }, paymentMethod, confirmRepeat: true },
    { token: shopper.token },
  );
  expect(status).toBe(201);
  return body;
}

/** The header's account controls live in the mobile menu under 768 px. */
export async function openAccountMenu(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Menu" }).click();
    return page.getByRole("navigation", { name: "Mobile" });
  }
  await page.getByRole("button", { name: /Account menu for/ }).click();
  return page.locator("#user-menu");
}

/**
 * Opens a page and waits until the browser knows who is there (the header shows the cart or the
 * login button): server-rendered buttons such as Add to Cart do nothing until the page hydrates.
 */
export async function openStorePage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(
    page.getByTestId("header-cart").or(page.getByRole("banner").getByRole("link", { name: "Login" })),
  ).toBeVisible();
}

/** From the checkout's payment step: cash on delivery, a new address in Jodhpur, on to the review step. */
export async function reviewCodOrderToJodhpur(page: Page): Promise<void> {
  await page.getByLabel(/Cash on Delivery/).check();
  await page.getByRole("button", { name: "Continue to Address" }).click();
  await page.getByLabel("Street address").fill("7 Lake View Road");
  await page.getByLabel("Pincode").fill("342001");
  await expect(page.getByText("Delivers to Jodhpur, Rajasthan")).toBeVisible();
  await page.getByRole("button", { name: "Review Order" }).click();
}
