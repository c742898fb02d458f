/**
 * The review queue's server actions: approve, hide and reply for an admin's cookie session only
 * (the browser's cookies are stood in for, the database is real).
 */
import { revalidateTag } from "next/cache";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { browserCookies } from "@/test/support/browser-cookies";
import { storedReview } from "@/test/support/reviews";
import { createProduct, signInToAdminAs } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { listReviewsForAdmin } from "@/lib/reviews/moderation";
import { listApprovedReviews, reviewSummary } from "@/lib/reviews/public-reviews";
import { moderateReviewAction, replyToReviewAction } from "./actions";

vi.mock("next/headers", () => import("@/test/support/browser-cookies"));

beforeEach(() => browserCookies.clear());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const stored = (id: string) => db().review.findUniqueOrThrow({ where: { id } });

describe("the admin review queue", () => {
  it("approves a pending review: it is published, counted, and the storefront's cache expires", async () => {
    await signInToAdminAs("ADMIN");
    const product = await createProduct();
    const review = await storedReview(product.id, { rating: 3, status: "PENDING" });
    expect((await reviewSummary(product.id)).count).toBe(0);
    vi.mocked(revalidateTag).mockClear();

    expect(await moderateReviewAction(null, form({ id: review.id, status: "APPROVED" }))).toEqual({
      ok: true,
      message: "Review approved",
    });
    expect((await stored(review.id)).status).toBe("APPROVED");
    expect(await reviewSummary(product.id)).toMatchObject({ count: 1, average: 3 });
    expect(vi.mocked(revalidateTag)).toHaveBeenCalledWith("reviews", { expire: 0 });
  });

  it("hides an approved review: gone from the storefront", async () => {
    await signInToAdminAs("ADMIN");
    const product = await createProduct();
    const review = await storedReview(product.id);
    expect((await moderateReviewAction(null, form({ id: review.id, status: "HIDDEN" }))).ok).toBe(true);
    expect((await stored(review.id)).status).toBe("HIDDEN");
    expect((await listApprovedReviews(product.id, 1)).reviews).toEqual([]);
  });

  it("replies publicly under a review, and an empty reply removes it", async () => {
    await signInToAdminAs("ADMIN");
    const product = await createProduct();
    const review = await storedReview(product.id);
    const reply = "Thank you! Happy learning.";
    expect(await replyToReviewAction(null, form({ id: review.id, reply: `  ${reply} ` }))).toEqual({
      ok: true,
      message: "Reply saved",
    });
    const [shown] = (await listApprovedReviews(product.id, 1)).reviews;
    expect(shown).toMatchObject({ reply, repliedAt: expect.any(Number) as number });

    expect((await replyToReviewAction(null, form({ id: review.id, reply: "" }))).message).toBe("Reply removed");
    expect(await stored(review.id)).toMatchObject({ reply: null, repliedAt: null });
  });

  it("refuses a reply with markup, NUL or too long, and a status it does not know, changing nothing", async () => {
    await signInToAdminAs("ADMIN");
    const review = await storedReview((await createProduct()).id, { status: "PENDING" });
    for (const reply of ["<b>Thanks</b>", "Thanks\u0000", "x".repeat(1001)]) {
      expect((await replyToReviewAction(null, form({ id: review.id, reply }))).ok).toBe(false);
    }
    expect((await moderateReviewAction(null, form({ id: review.id, status: "PENDING" }))).ok).toBe(false);
    expect(await stored(review.id)).toMatchObject({ status: "PENDING", reply: null });
    expect(await moderateReviewAction(null, form({ id: "no-such-review", status: "APPROVED" }))).toEqual({
      ok: false,
      message: "Review not found",
    });
  });

  it("lists pending reviews first", async () => {
    await signInToAdminAs("ADMIN");
    const product = await createProduct();
    await storedReview(product.id, { status: "HIDDEN" });
    const pending = await storedReview(product.id, { status: "PENDING" });
    const { reviews, pending: waiting } = await listReviewsForAdmin({});
    expect(reviews[0]!.status).toBe("PENDING");
    expect(waiting).toBeGreaterThanOrEqual(1);
    expect((await listReviewsForAdmin({ status: "PENDING", page: 1 })).reviews.map((row) => row.id)).toContain(
      pending.id,
    );
  });

  it.each(["CUSTOMER", "nobody"] as const)("refuses %s and changes nothing", async (who) => {
    if (who === "CUSTOMER") await signInToAdminAs("CUSTOMER");
    const review = await storedReview((await createProduct()).id, { status: "PENDING" });
    const refusal = { ok: false, message: "Only store administrators can do this" };
    expect(await moderateReviewAction(null, form({ id: review.id, status: "APPROVED" }))).toEqual(refusal);
    expect(await replyToReviewAction(null, form({ id: review.id, reply: "Hi" }))).toEqual(refusal);
    expect(await stored(review.id)).toMatchObject({ status: "PENDING", reply: null });
  });
});
