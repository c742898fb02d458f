import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute, newClientAddress, routeResponse } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { expectTooManyRequests, forgedAddressHeaders, spendBudgetDownTo } from "@/test/support/rate-limits";
import { createProduct, createUser, randomPhone } from "@/test/support/users-and-products";
import { savePost } from "@/lib/blog/posts";
import { db } from "@/lib/db";
import { POST as like } from "./blog/like/[id]/route";
import { GET as checkServiceability } from "./delivery/check-serviceability/route";
import { GET as estimatedDelivery } from "./delivery/estimated-delivery/route";
import { GET as shippingCost } from "./delivery/shipping-cost/route";
import { POST as placePhonePe } from "./order/phonepe/route";
import { POST as placeCod } from "./order/place/route";
import { POST as register } from "./user/register/route";

beforeAll(ensureTestPincodes);

/** Another address in the same /64: the same IPv6 client. */
const sameNetwork = (address: string) => address.replace(/::1$/, "::beef");

describe("POST /api/user/register per address", () => {
  const newRegistration = () => ({
    name: "Priya Sharma",
    email: `priya.${randomBytes(6).toString("hex")}@example.in`,
    phone: randomPhone(),
    password: "learn-maths-2026",
  });

  it("refuses accounts beyond the budget, whatever addresses the headers claim, and creates none", async () => {
    const address = newClientAddress();
    await spendBudgetDownTo("registration", address, 1);
    const last = await callRoute(register, {
      body: newRegistration(),
      clientAddress: address,
      headers: forgedAddressHeaders(),
    });
    expect(last.status).toBe(201);

    const refused = newRegistration();
    for (const from of [address, sameNetwork(address)]) {
      const response = await routeResponse(register, {
        body: refused,
        clientAddress: from,
        headers: forgedAddressHeaders(),
      });
      await expectTooManyRequests(response, /^Too many accounts were created from your network/);
    }
    expect(await db().user.findUnique({ where: { email: refused.email } })).toBeNull();

    // Another network still registers.
    expect((await callRoute(register, { body: refused })).status).toBe(201);
  });
});

describe("POST /api/order/place and /api/order/phonepe per address", () => {
  const placement = (productId: string, paymentMethod: "cod" | "phonepe") => ({
    items: [{ productId, quantity: 1 }],
    address: deliveryAddress(TEST_PINCODES.rest.pincode),
    paymentMethod,
  });

  it("refuses orders beyond one shared budget and takes no stock for them", async () => {
    const address = newClientAddress();
    const product = await createProduct({ stockQuantity: 10 });
    await spendBudgetDownTo("orderPlacement", address, 1);
    const first = await createUser();
    const placed = await callRoute(placeCod, {
      token: first.token,
      body: placement(product.id, "cod"),
      clientAddress: address,
      headers: forgedAddressHeaders(),
    });
    expect(placed.status).toBe(201);

    // A new account from the same address gets no further, by either payment method.
    const second = await createUser();
    for (const [route, method] of [
      [placeCod, "cod"],
      [placePhonePe, "phonepe"],
    ] as const) {
      const response = await routeResponse(route, {
        token: second.token,
        body: placement(product.id, method),
        clientAddress: address,
        headers: forgedAddressHeaders(),
      });
      await expectTooManyRequests(response, /^Too many orders were placed from your network/);
    }
    expect(await db().order.count({ where: { userId: second.user.id } })).toBe(0);
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity).toBe(9);
  });
});

describe("GET /api/delivery/* per address", () => {
  it("shares one generous budget between the three pincode checks", async () => {
    const address = newClientAddress();
    const { pincode } = TEST_PINCODES.metro;
    const checks: { route: typeof shippingCost; query: Record<string, string> }[] = [
      { route: checkServiceability, query: { pincode } },
      { route: estimatedDelivery, query: { pincode } },
      { route: shippingCost, query: { pincode, weight: "500", payment_type: "Pre-paid" } },
    ];
    await spendBudgetDownTo("pincodeCheck", address, checks.length);
    for (const { route, query } of checks) {
      expect((await callRoute(route, { method: "GET", query, clientAddress: address })).status).toBe(200);
    }
    for (const { route, query } of checks) {
      const response = await routeResponse(route, {
        method: "GET",
        query,
        clientAddress: address,
        headers: forgedAddressHeaders(),
      });
      await expectTooManyRequests(response, /^Too many delivery checks from your network/);
    }
  });
});

describe("POST /api/blog/like/{id} per address", () => {
  it("refuses likes beyond the budget and leaves the count as it was", async () => {
    const post = await savePost({
      slug: `liked-${randomBytes(4).toString("hex")}`,
      title: "A much-liked post",
      description: "A test post.",
      author: "Test Author",
      image: "/images/blog/test.svg",
      date: new Date(Date.UTC(2026, 0, 1)),
      readMinute: 3,
      likes: 7,
      tags: [],
      category: "Learning",
      content: "<p>Liked</p>",
    });
    const address = newClientAddress();
    await spendBudgetDownTo("blogLike", address, 1);
    const liked = await callRoute(like, { params: { id: post.id }, body: {}, clientAddress: address });
    expect(liked.body).toEqual({ success: true, likes: 8 });

    const response = await routeResponse(like, {
      params: { id: post.id },
      body: {},
      clientAddress: address,
      headers: forgedAddressHeaders(),
    });
    await expectTooManyRequests(response, /^Too many likes from your network/);
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: post.id } })).likes).toBe(8);
  });
});
