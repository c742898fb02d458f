/**
 * Which cached pages and answers each write expires (lib/cache/storefront-cache.ts): a product's
 * write its own page and the catalogue's lists, never every product's page.
 */
import { revalidateTag } from "next/cache";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { productFormSchema } from "../validation/admin-product";
import { markOutOfStock, setStock, updateProduct } from "../catalog/admin-products";
import { removeProduct } from "../catalog/product-reads";
import { cancelOwnOrder } from "../orders/cancel-order";
import { moderateReview, replyToReview } from "../reviews/moderation";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { productFormFields } from "@/test/support/product-form";
import { storedReview } from "@/test/support/reviews";
import { createProduct } from "@/test/support/users-and-products";
import { expiringChangedCaches } from "./storefront-cache";

/** The tags a write expired, as a request serving it would expire them. */
async function expiredBy(write: () => Promise<unknown>): Promise<string[]> {
  vi.mocked(revalidateTag).mockClear();
  await expiringChangedCaches(write);
  return vi.mocked(revalidateTag).mock.calls.map(([tag, profile]) => {
    expect(profile).toEqual({ expire: 0 });
    return tag;
  });
}

beforeAll(ensureTestPincodes);

let other: string;
beforeEach(async () => {
  other = (await createProduct()).id;
});

describe("a product's writes expire its page and the catalogue's lists, not other products' pages", () => {
  it("editing, setting the stock, taking off sale and deleting", async () => {
    const { id } = await createProduct();
    const form = productFormSchema.parse(productFormFields({ price: "399" }));
    for (const write of [
      () => updateProduct(id, form, []),
      () => setStock(id, 3),
      () => markOutOfStock(id),
      () => removeProduct(id),
    ]) {
      const tags = await expiredBy(write);
      expect(tags.toSorted()).toEqual(["catalogue", `product:${id}`]);
      expect(tags).not.toContain(`product:${other}`);
    }
  });

  it("an order placed and cancelled: the products whose stock moved", async () => {
    let placed: Awaited<ReturnType<typeof placeTestOrder>> | undefined;
    const onPlacing = await expiredBy(async () => (placed = await placeTestOrder({ quantity: 1 })));
    const { customer, order, product } = placed!;
    expect(onPlacing.toSorted()).toEqual(["catalogue", `product:${product.id}`]);

    const onCancelling = await expiredBy(() =>
      cancelOwnOrder(customer.id, { orderId: order.id, reason: "Changed my mind" }),
    );
    expect(onCancelling.toSorted()).toEqual(["catalogue", `product:${product.id}`]);
  });
});

describe("a review's moderation expires the reviewed product's page", () => {
  it("approving also the lists' ratings; a reply only that page", async () => {
    const { id } = await createProduct();
    const review = await storedReview(id, { status: "PENDING" });
    expect((await expiredBy(() => moderateReview(review.id, "APPROVED"))).toSorted()).toEqual([
      "catalogue",
      `product:${id}`,
      "reviews",
    ]);
    expect(await expiredBy(() => replyToReview(review.id, "Thank you!"))).toEqual([`product:${id}`]);
  });

  it("an unknown review changes nothing and expires nothing", async () => {
    await expect(expiredBy(() => replyToReview("no-such-review", "Hello"))).rejects.toMatchObject({ status: 404 });
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
