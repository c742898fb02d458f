import { beforeAll, describe, expect, it } from "vitest";
import { callRoute, newClientAddress, routeResponse } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { expectTooManyRequests, spendBudgetDownTo } from "@/test/support/rate-limits";
import { deliveredCustomer, storedReview } from "@/test/support/reviews";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { startSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { changeOrderStatus } from "@/lib/orders/admin-orders";
import { REVIEWS_PER_ACCOUNT } from "@/lib/limits/budgets";
import { reviewListResponse, reviewStandingResponse, reviewWriteResponse } from "@/lib/wire/review";
import { GET as mine } from "./mine/route";
import { GET as list, POST as write } from "./route";

beforeAll(ensureTestPincodes);

const review = (productId: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  rating: 4,
  title: "Great for learning fractions",
  body: "My son plays with it every evening and asks for more.",
  ...overrides,
});

const reviewsOf = (productId: string) => db().review.findMany({ where: { productId } });

describe("POST /api/reviews", () => {
  it("refuses an anonymous caller with 401 and stores nothing", async () => {
    const { product } = await deliveredCustomer();
    const answer = await callRoute(write, { body: review(product.id) });
    expect(answer.status).toBe(401);
    expect(await reviewsOf(product.id)).toEqual([]);
  });

  it("refuses a customer without a delivered order of the product with 403 and stores nothing", async () => {
    // An order placed but not delivered yet, a cancelled one, no order, a delivered order of another product.
    const placed = await placeTestOrder({ quantity: 1 });
    const cancelled = await placeTestOrder({ quantity: 1 });
    await changeOrderStatus(cancelled.admin, cancelled.order.id, "CANCELLED");
    const { token: noOrder } = await createUser();
    const other = await deliveredCustomer();
    const callers = [
      [(await startSession(placed.customer.id, "TOKEN")).token, placed.product.id],
      [(await startSession(cancelled.customer.id, "TOKEN")).token, cancelled.product.id],
      [noOrder, placed.product.id],
      [other.token, placed.product.id],
    ] as const;

    for (const [token, productId] of callers) {
      const answer = await callRoute(write, { token, body: review(productId) });
      expect(answer).toEqual({
        status: 403,
        body: { success: false, message: "Only customers who received this product can review it" },
      });
    }
    expect(await reviewsOf(placed.product.id)).toEqual([]);
    expect(await reviewsOf(cancelled.product.id)).toEqual([]);
  });

  it("answers an unknown product with 404", async () => {
    const { token } = await deliveredCustomer();
    expect((await callRoute(write, { token, body: review("no-such-product") })).status).toBe(404);
  });

  it("creates one pending review, and a second call edits it and sends it back to moderation", async () => {
    const { token, product, customer } = await deliveredCustomer();
    const created = await callRoute(write, { token, body: review(product.id) });
    expect(created).toMatchObject({ status: 201, body: { success: true, review: { status: "PENDING" } } });

    await db().review.update({ where: { id: created.body.review._id }, data: { status: "APPROVED" } });
    const edited = await callRoute(write, { token, body: review(product.id, { rating: 2, title: "  Edited  " }) });
    expect(edited).toMatchObject({
      status: 200,
      body: { review: { _id: created.body.review._id, status: "PENDING" } },
    });

    const stored = await reviewsOf(product.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ userId: customer.id, rating: 2, title: "Edited", status: "PENDING" });
  });

  const badReviews: [string, Record<string, unknown>, RegExp][] = [
    ["HTML in the body", { body: "Nice <script>alert(1)</script> toy for kids" }, /plain text/],
    ["HTML in the title", { title: '<img src=x onerror="alert(1)">' }, /plain text/],
    ["a NUL character", { body: "Nice toy\u0000 for kids and adults" }, /NUL/],
    ["a title that is too long", { title: "x".repeat(101) }, /at most 100/],
    ["a body that is too short", { body: "Nice" }, /at least 10/],
    ["a body that is too long", { body: "x".repeat(2001) }, /at most 2000/],
    ["an empty title", { title: "   " }, /Title is required/],
    ["a rating of 0", { rating: 0 }, /1 to 5/],
    ["a rating of 6", { rating: 6 }, /1 to 5/],
    ["a fractional rating", { rating: 4.5 }, /1 to 5/],
    ["a rating as text", { rating: "5" }, /1 to 5/],
  ];

  it.each(badReviews)("refuses %s with 400 and stores nothing", async (_case, overrides, message) => {
    const { token, product } = await deliveredCustomer();
    const answer = await callRoute(write, { token, body: review(product.id, overrides) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await reviewsOf(product.id)).toEqual([]);
  });

  it("keeps maths written in plain text: 'a < b' and '<3' are not markup", async () => {
    const { token, product } = await deliveredCustomer();
    const body = "Teaches that 1/2 < 3/4 really well <3";
    expect((await callRoute(write, { token, body: review(product.id, { body }) })).status).toBe(201);
    expect((await reviewsOf(product.id))[0]!.body).toBe(body);
  });

  it("limits each account's writes and edits, answering 429 with Retry-After and changing nothing", async () => {
    const { token, product } = await deliveredCustomer();
    for (let edit = 0; edit < REVIEWS_PER_ACCOUNT.points; edit += 1) {
      expect((await callRoute(write, { token, body: review(product.id, { rating: 3 }) })).status).toBeLessThan(300);
    }
    const refused = await routeResponse(write, { token, body: review(product.id, { rating: 1 }) });
    await expectTooManyRequests(refused, /Too many review changes from your account/);
    expect((await reviewsOf(product.id))[0]!.rating).toBe(3);
  });

  it("limits each address, whoever signs in, and stores nothing beyond it", async () => {
    const { token, product } = await deliveredCustomer();
    const address = newClientAddress();
    await spendBudgetDownTo("reviewWrite", address, 0);
    const refused = await routeResponse(write, { token, body: review(product.id), clientAddress: address });
    await expectTooManyRequests(refused, /Too many reviews were sent from your network/);
    expect(await reviewsOf(product.id)).toEqual([]);
  });
});

describe("GET /api/reviews", () => {
  it("lists only approved reviews, newest first, with their count, average and distribution", async () => {
    const product = await createProduct();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const older = await storedReview(product.id, { rating: 5, createdAt: day(1) });
    const newer = await storedReview(product.id, { rating: 4, createdAt: day(2) });
    await storedReview(product.id, { rating: 4, createdAt: day(3) });
    await storedReview(product.id, { rating: 1, status: "PENDING", createdAt: day(4) });
    await storedReview(product.id, { rating: 1, status: "HIDDEN", createdAt: day(5) });

    const answer = await callRoute(list, { method: "GET", query: { productId: product.id } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      count: 3,
      average: 4.3,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
      pagination: { page: 1, limit: 10, total: 3, pages: 1 },
    });
    const ids = answer.body.reviews.map((item: { _id: string }) => item._id);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(newer.id);
    expect(ids[2]).toBe(older.id);
    expect(answer.body.reviews[0]).toMatchObject({
      verifiedPurchase: true,
      reviewer: expect.stringMatching(/^Asha K\.$/),
    });
    // The reviewer's whole name and e-mail never leave the store.
    expect(JSON.stringify(answer.body)).not.toMatch(/Kulkarni|@example/);
  });

  it("pages ten at a time", async () => {
    const product = await createProduct();
    for (let n = 1; n <= 12; n += 1) await storedReview(product.id, { createdAt: new Date(Date.UTC(2026, 1, n)) });
    const second = await callRoute(list, { method: "GET", query: { productId: product.id, page: "2" } });
    expect(second.body.reviews).toHaveLength(2);
    expect(second.body).toMatchObject({ count: 12, average: 5, pagination: { page: 2, total: 12, pages: 2 } });
  });

  it("answers a product without approved reviews with no average, never an invented one", async () => {
    const product = await createProduct({ rating: "4.5" });
    await storedReview(product.id, { status: "PENDING" });
    const answer = await callRoute(list, { method: "GET", query: { productId: product.id } });
    expect(answer.body).toMatchObject({ count: 0, average: null, reviews: [] });
  });

  it("refuses malformed queries with 400", async () => {
    const queries: Record<string, string>[] = [
      {},
      { productId: "bad id!" },
      { productId: "abc", page: "0" },
      { productId: "abc", page: "x" },
    ];
    for (const query of queries) {
      expect((await callRoute(list, { method: "GET", query })).status).toBe(400);
    }
  });
});

describe("GET /api/reviews/mine", () => {
  it("tells a customer whether they may review and the state of their review", async () => {
    const { token, product } = await deliveredCustomer();
    const ask = () => callRoute(mine, { method: "GET", token, query: { productId: product.id } });
    expect((await ask()).body).toMatchObject({ eligible: true, review: null });

    await callRoute(write, { token, body: review(product.id) });
    expect((await ask()).body).toMatchObject({ eligible: true, review: { status: "PENDING", rating: 4 } });
    await db().review.updateMany({ where: { productId: product.id }, data: { status: "HIDDEN" } });
    expect((await ask()).body.review.status).toBe("HIDDEN");

    const { token: stranger } = await createUser();
    expect(
      (await callRoute(mine, { method: "GET", token: stranger, query: { productId: product.id } })).body,
    ).toMatchObject({ eligible: false, review: null });
    expect((await callRoute(mine, { method: "GET", query: { productId: product.id } })).status).toBe(401);
  });
});

describe("the wire contract", () => {
  it("holds: every answer is exactly what the browser's schema reads", async () => {
    const { token, product } = await deliveredCustomer();
    await storedReview(product.id);
    const contract = (schema: { parse: (value: unknown) => unknown }, body: Record<string, unknown>) => {
      const { success: _success, ...fields } = body;
      expect(schema.parse(body)).toEqual(fields);
    };
    contract(reviewWriteResponse, (await callRoute(write, { token, body: review(product.id) })).body);
    contract(reviewListResponse, (await callRoute(list, { method: "GET", query: { productId: product.id } })).body);
    contract(
      reviewStandingResponse,
      (await callRoute(mine, { method: "GET", token, query: { productId: product.id } })).body,
    );
  });
});
