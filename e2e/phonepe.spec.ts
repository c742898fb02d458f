/**
 * The PhonePe path end to end, through the simulator's own checkout page: first with the order
 * placed through the API, then from the checkout screens to the verification page.
 */
import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { addToServerCart, JODHPUR_ADDRESS, productsInStock, createShopper, signInAs } from "./support/shopper";

async function stockOf(request: APIRequestContext, productId: string): Promise<number> {
  const response = await request.post("/api/products/single", { data: { productId } });
  return ((await response.json()) as { product: { stockQuantity: number } }).product.stockQuantity;
}

async function startPayment(request: APIRequestContext) {
  const { token } = await createShopper();
  const product = (await productsInStock(request, 5))[0]!;
  const stockBefore = await stockOf(request, product._id);
  await request.post("/api/cart/add", { headers: { token }, data: { productId: product._id, quantity: 1 } });

  const response = await request.post("/api/order/phonepe", {
    headers: { token },
    data: {
      items: [{ productId: product._id, quantity: 1 }],
      address: JODHPUR_ADDRESS,
      paymentMethod: "phonepe",
    },
  });
  expect(response.status()).toBe(201);
  const { paymentUrl, orderId } = (await response.json()) as { paymentUrl: string; orderId: string };
  return { token, product, stockBefore, paymentUrl, orderId };
}

async function verify(request: APIRequestContext, token: string, orderId: string) {
  const { order } = (await (await request.get(`/api/order/details/${orderId}`, { headers: { token } })).json()) as {
    order: { phonePeOrderId: string };
  };
  const response = await request.post("/api/order/verifyPhonePe", {
    headers: { token },
    data: { orderId, merchantOrderId: order.phonePeOrderId },
  });
  return (await response.json()) as {
    success: boolean;
    message: string;
    error?: string;
    order: { status: string; payment: boolean };
  };
}

test.describe("paying with PhonePe", { tag: "@serial" }, () => {
  test(
    "a forged webhook with the simulator's old public credentials pays nothing",
    { tag: "@api" },
    async ({ request }) => {
      const { token, orderId } = await startPayment(request);
      const { order } = (await (await request.get(`/api/order/details/${orderId}`, { headers: { token } })).json()) as {
        order: { phonePeOrderId: string; amount: number };
      };
      const authorization = createHash("sha256").update("simulator:simulator-webhook-password").digest("hex");
      const response = await request.post("/api/order/phonepe/webhook", {
        headers: { authorization },
        data: {
          event: "checkout.order.completed",
          payload: {
            orderId: "OMO-forged",
            merchantOrderId: order.phonePeOrderId,
            state: "COMPLETED",
            amount: Math.round(order.amount * 100),
            paymentDetails: [],
          },
        },
      });
      expect(response.status()).toBe(401);
      const after = (await (await request.get(`/api/order/details/${orderId}`, { headers: { token } })).json()) as {
        order: { status: string; payment: boolean };
      };
      expect(after.order).toMatchObject({ status: "Awaiting Payment", payment: false });
    },
  );

  test("a card payment on PhonePe's page completes the order", async ({ page, request }) => {
    const { token, product, stockBefore, paymentUrl, orderId } = await startPayment(request);
    await page.goto(paymentUrl);
    await expect(page.getByRole("heading", { name: "PhonePe simulator" })).toBeVisible();
    await page.getByLabel("Card").check();
    await page.getByRole("button", { name: /^Pay ₹/ }).click();

    // PhonePe sends the shopper back to the store's verification address.
    await expect(page).toHaveURL(new RegExp(`/verify-phonepe\\?orderId=${orderId}$`));
    const result = await verify(request, token, orderId);
    expect(result).toMatchObject({ success: true, order: { status: "Order Placed", payment: true } });
    expect(await stockOf(request, product._id)).toBe(stockBefore - 1);
  });

  test("a failed payment releases the stock and says why", async ({ page, request }) => {
    const { token, product, stockBefore, paymentUrl, orderId } = await startPayment(request);
    expect(await stockOf(request, product._id)).toBe(stockBefore - 1);
    await page.goto(paymentUrl);
    await page.getByRole("button", { name: "Fail: insufficient balance" }).click();
    await expect(page).toHaveURL(/\/verify-phonepe\?orderId=/);

    const result = await verify(request, token, orderId);
    expect(result).toMatchObject({
      success: false,
      error: "Insufficient balance in your account",
      order: { status: "Payment Failed", payment: false },
    });
    expect(await stockOf(request, product._id)).toBe(stockBefore);
  });
});

test.describe("paying with PhonePe from the checkout", () => {
  async function checkoutWithPhonePe(page: Page, request: APIRequestContext) {
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    await addToServerCart(request, shopper, product!._id, 1);
    await signInAs(page, shopper);
    await page.goto("/place-order");
    await page.getByLabel(/PhonePe/).check();
    await page.getByRole("button", { name: "Continue to Address" }).click();
    await page.getByLabel("Street address").fill("14 Residency Road");
    await page.getByLabel("Pincode").fill("342001");
    await page.getByRole("button", { name: "Review Order" }).click();
    await expect(page.getByTestId("summary-total")).not.toHaveText("TBD");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("heading", { name: "PhonePe simulator" })).toBeVisible();
  }

  test("a successful payment ends on the verification page's success view", async ({ page, request }) => {
    await checkoutWithPhonePe(page, request);
    await page.getByLabel("UPI").check();
    await page.getByRole("button", { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/verify-phonepe\?orderId=/);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(page.getByTestId("verified-status")).toHaveText("Order Placed");
    await expect(page.getByRole("link", { name: "View My Orders" })).toHaveAttribute("href", "/orders");
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
    await expect(page.getByTestId("header-cart")).toHaveAccessibleName("Cart");

    await page.reload();
    await expect(page.getByText("Payment already completed successfully!")).toBeVisible();
  });

  test("a failed payment ends on the failure view with the reason", async ({ page, request }) => {
    await checkoutWithPhonePe(page, request);
    await page.getByRole("button", { name: "Fail: insufficient balance" }).click();
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page.getByTestId("payment-error")).toHaveText("Insufficient balance in your account");
    await expect(page.getByTestId("verified-status")).toHaveText("Payment Failed");
    await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  });

  test("a verification link without an order says so", async ({ page }) => {
    await signInAs(page, await createShopper());
    await page.goto("/verify-phonepe");
    await expect(page.getByText("Invalid payment verification request")).toBeVisible();
    await expect(page.getByTestId("payment-error")).toHaveText("Missing order information");
  });

  test("a visitor is sent to login", async ({ page }) => {
    await page.goto("/verify-phonepe?orderId=abc");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fverify-phonepe%3ForderId%3Dabc$/);
  });
});
