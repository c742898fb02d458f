/**
 * The PhonePe path end to end, through the simulator's own checkout page. Until the checkout
 * screens exist, the order is placed through the API; the checkout work extends this spec.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { jodhpurAddress, signUp } from "./accounts";

interface ProductRecord {
  _id: string;
  name: string;
  inStock: boolean;
  stockQuantity: number;
}

async function stockOf(request: APIRequestContext, productId: string): Promise<number> {
  const response = await request.post("/api/products/single", { data: { productId } });
  return ((await response.json()) as { product: ProductRecord }).product.stockQuantity;
}

async function startPayment(request: APIRequestContext) {
  const token = await signUp(request);
  const { products } = (await (await request.get("/api/products/list")).json()) as { products: ProductRecord[] };
  const product = products.find((candidate) => candidate.inStock && candidate.stockQuantity >= 5)!;
  const stockBefore = await stockOf(request, product._id);
  await request.post("/api/cart/add", { headers: { token }, data: { productId: product._id, quantity: 1 } });

  const response = await request.post("/api/order/phonepe", {
    headers: { token },
    data: {
      items: [{ productId: product._id, quantity: 1 }],
      address: jodhpurAddress,
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

test.describe("paying with PhonePe", () => {
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
