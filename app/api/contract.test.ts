/**
 * The wire contract is declared once (lib/wire): every answer a handler writes is exactly what the
 * browser's schema reads — nothing missing, nothing it would drop.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { callRoute, type CallResult } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { blogListResponse, blogResponse, popularBlogsResponse } from "@/lib/wire/blog";
import { cartResponse } from "@/lib/wire/cart";
import { serviceabilityResponse, shippingCostResponse } from "@/lib/wire/delivery";
import {
  orderListResponse,
  orderPlacedResponse,
  orderResponse,
  paymentStartedResponse,
  paymentVerificationResponse,
} from "@/lib/wire/order";
import { productListResponse, productResponse } from "@/lib/wire/product";
import { sliderListResponse } from "@/lib/wire/slider";
import { authResponse, profileResponse } from "@/lib/wire/user";
import { GET as blogPost } from "./blog/[idOrSlug]/route";
import { GET as allBlogs } from "./blog/all/route";
import { GET as popularBlogs } from "./blog/popular/route";
import { POST as addToCart } from "./cart/add/route";
import { POST as getCart } from "./cart/get/route";
import { GET as serviceability } from "./delivery/check-serviceability/route";
import { GET as shippingCost } from "./delivery/shipping-cost/route";
import { GET as orderDetails } from "./order/details/[orderId]/route";
import { POST as payWithPhonePe } from "./order/phonepe/route";
import { POST as placeOrder } from "./order/place/route";
import { POST as userOrders } from "./order/userorders/route";
import { POST as verifyPayment } from "./order/verifyPhonePe/route";
import { GET as listProducts } from "./products/list/route";
import { POST as singleProduct } from "./products/single/route";
import { GET as activeSliders } from "./sliders/active/route";
import { GET as profile } from "./user/profile/route";
import { POST as register } from "./user/register/route";

const simulator = runPhonePeSimulator();
beforeAll(ensureTestPincodes);

function expectContract(schema: z.ZodType, { status, body }: CallResult) {
  expect(status).toBeLessThan(300);
  const { success, message: _message, ...fields } = body as Record<string, unknown>;
  expect(success).toBe(true);
  expect(schema.parse(body)).toEqual(fields);
}

describe("every answer is its wire schema", () => {
  it("catalogue, banners and blog", async () => {
    const product = await createProduct();
    expectContract(productListResponse, await callRoute(listProducts, { method: "GET" }));
    expectContract(productResponse, await callRoute(singleProduct, { body: { productId: product.id } }));
    expectContract(sliderListResponse, await callRoute(activeSliders, { method: "GET" }));
    const blogs = await callRoute(allBlogs, { method: "GET" });
    expectContract(blogListResponse, blogs);
    expectContract(popularBlogsResponse, await callRoute(popularBlogs, { method: "GET" }));
    const slug = (blogs.body as { blogs: { slug: string }[] }).blogs[0]?.slug;
    if (slug) expectContract(blogResponse, await callRoute(blogPost, { method: "GET", params: { idOrSlug: slug } }));
  });

  it("accounts, cart, delivery and orders", async () => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    const signedUp = await callRoute(register, {
      body: { name: "Wire Check", email: `wire.${phone}@example.in`, phone, password: "learn-maths-2026" },
    });
    expectContract(authResponse, signedUp);
    expectContract(profileResponse, await callRoute(profile, { method: "GET", token: signedUp.body.token }));

    const { token } = await createUser();
    const product = await createProduct({ price: "1200.00", stockQuantity: 10 });
    expectContract(cartResponse, await callRoute(addToCart, { token, body: { productId: product.id, quantity: 1 } }));
    expectContract(cartResponse, await callRoute(getCart, { token }));

    const pincode = TEST_PINCODES.sameState.pincode;
    expectContract(serviceabilityResponse, await callRoute(serviceability, { method: "GET", query: { pincode } }));
    expectContract(
      shippingCostResponse,
      await callRoute(shippingCost, { method: "GET", query: { pincode, weight: "400", payment_type: "COD" } }),
    );

    const placement = { items: [{ productId: product.id, quantity: 1 }], address: deliveryAddress(pincode) };
    const placed = await callRoute(placeOrder, { token, body: placement });
    expectContract(orderPlacedResponse, placed);
    expectContract(orderListResponse, await callRoute(userOrders, { token }));
    const params = { orderId: placed.body.orderId as string };
    expectContract(orderResponse, await callRoute(orderDetails, { method: "GET", token, params }));

    const paying = await callRoute(payWithPhonePe, {
      token,
      body: { ...placement, paymentMethod: "phonepe", confirmRepeat: true },
    });
    expectContract(paymentStartedResponse, paying);
    const { phonePeOrderId } = await db().order.findUniqueOrThrow({ where: { id: paying.body.orderId as string } });
    await simulator().complete(phonePeOrderId!, "success", "upi");
    expectContract(
      paymentVerificationResponse,
      await callRoute(verifyPayment, {
        token,
        body: { orderId: paying.body.orderId, merchantOrderId: phonePeOrderId },
      }),
    );
  });
});
