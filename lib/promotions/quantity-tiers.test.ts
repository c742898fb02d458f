/**
 * The product page's bulk prices against the database and the cart. Every promotion here is
 * limited to this file's own products or to a category only they have: automatic offers apply to
 * every cart they match, and other files fill carts at the same time.
 */
import { randomBytes } from "node:crypto";
import { revalidateTag } from "next/cache";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { expiringChangedCaches, productTag } from "@/lib/cache/storefront-cache";
import { readCart } from "@/lib/cart/cart";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { promotionFormSchema } from "@/lib/validation/promotion";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { createPromotion, setPromotionPaused } from "./admin-promotions";
import { computePromotions } from "./cart-promotions";
import { readShownOffers } from "./quantity-tier-reads";
import { bulkPriceTable, type BulkRow } from "./quantity-tiers";

const DAY = 24 * 60 * 60 * 1000;

const tier = (data: Partial<Prisma.PromotionUncheckedCreateInput>) =>
  db().promotion.create({
    data: {
      name: "Bulk test",
      nameHi: "थोक परीक्षण",
      benefit: "QUANTITY_TIER",
      automatic: true,
      startsAt: new Date(Date.now() - DAY),
      // As the admin's form stores them: the columns have no default, and the cart reads NULL as no match.
      productIds: [],
      categories: [],
      customerIds: [],
      ...data,
    },
  });

/** The table as the product page makes it, for a product priced at `unitPrice` paise. */
async function tableOf(product: { id: string; category: string }, unitPrice: number, now = Date.now()) {
  const offers = await readShownOffers(product.id, product.category, "en");
  return bulkPriceTable({ ...product, unitPrice, gstRate: 18 }, offers, now);
}

/** Each row as "units: price each (percent)", online after a slash when it differs. */
const words = (rows: BulkRow[]) =>
  rows.map(({ from, to, price, online }) => {
    const each = (p: BulkRow["price"]) => `${p.unitPrice} (${p.percent}%)`;
    return `${from}-${to ?? "…"}: ${each(price)}${online ? ` / online ${each(online)}` : ""}`;
  });

describe("a product's bulk prices", () => {
  const category = `Bulk ${randomBytes(4).toString("hex")}`;
  let product: Awaited<ReturnType<typeof createProduct>>;
  let customer: Awaited<ReturnType<typeof createUser>>["user"];

  beforeAll(async () => {
    [product, { user: customer }] = await Promise.all([
      createProduct({ price: "499.00", stockQuantity: 100, category }),
      createUser(),
    ]);
    const mine = { productIds: [product.id] };
    await tier({ ...mine, minQuantity: 10, percent: 10 });
    await tier({ ...mine, minQuantity: 25, percent: 15 });
    // Never shown: paused, ended, for one customer.
    await tier({ ...mine, minQuantity: 2, percent: 50, paused: true });
    await tier({ ...mine, minQuantity: 2, percent: 50, endsAt: new Date(Date.now() - 1000) });
    await tier({ ...mine, minQuantity: 2, percent: 50, customerIds: [customer.id] });
    // Not begun: shown only from its start, by the clock of the render.
    await tier({ ...mine, minQuantity: 50, percent: 20, startsAt: new Date(Date.now() + DAY) });
  });

  it("lists each range of units with the unit price the tier gives, the best tier winning", async () => {
    expect(words(await tableOf(product, 49_900))).toEqual([
      "1-9: 49900 (0%)",
      "10-24: 44910 (10%)",
      "25-…: 42415 (15%)",
    ]);
    expect(words(await tableOf(product, 49_900, Date.now() + 2 * DAY)).slice(2)).toEqual([
      "25-49: 42415 (15%)",
      "50-…: 39920 (20%)",
    ]);
  });

  it("leaves out tiers not every shopper gets: first orders only, or limited in uses", async () => {
    const toy = await createProduct({ price: "100.00" });
    for (const limit of [{ firstOrderOnly: true }, { perCustomerLimit: 1 }, { usageLimit: 100 }]) {
      await tier({ productIds: [toy.id], minQuantity: 2, percent: 50, ...limit });
    }
    expect(await tableOf(toy, 10_000)).toEqual([]);
  });

  it("charges in the cart exactly the table's unit price at each quantity", async () => {
    const rows = await tableOf(product, 49_900);
    const { user: shopper } = await createUser();
    const cartAt = async (userId: string, quantity: number) => {
      await db().cartLine.upsert({
        where: { userId_productId: { userId, productId: product.id } },
        create: { userId, productId: product.id, quantity },
        update: { quantity },
      });
      const [line] = (await readCart(userId, { code: null })).lines;
      return line!.lineTotal - line!.discount;
    };
    for (const quantity of [1, 9, 10, 24, 25, 40]) {
      const row = rows.find((candidate) => candidate.from <= quantity && (candidate.to ?? Infinity) >= quantity)!;
      expect(await cartAt(shopper.id, quantity), `${quantity} units`).toBe(quantity * row.price.unitPrice);
    }
    // The table is what everyone gets: a customer's own offer may still beat it.
    expect(await cartAt(customer.id, 10)).toBe(10 * 24_950);
  });

  it("says when a tier counts other products, or is for paying online, and follows a minimum value", async () => {
    const shared = `Shared ${randomBytes(4).toString("hex")}`;
    const toy = await createProduct({ price: "200.00", category: shared });
    await tier({ categories: [shared], minQuantity: 5, percent: 20 });
    // 3 units, but ₹1,200.00 of them: from the 6th unit.
    await tier({ productIds: [toy.id], minQuantity: 3, percent: 30, minOrderValue: "1200.00" });
    await tier({ productIds: [toy.id], minQuantity: 8, percent: 40, prepaidOnly: true });
    const rows = await tableOf({ id: toy.id, category: shared }, 20_000);
    expect(words(rows)).toEqual([
      "1-4: 20000 (0%)",
      "5-5: 16000 (20%)",
      "6-7: 14000 (30%)",
      "8-…: 14000 (30%) / online 12000 (40%)",
    ]);
    expect(rows[1]!.price.shared).toEqual({
      minQuantity: 5,
      scope: "categories",
      categories: [shared],
      minOrderValue: 0,
    });
    expect([rows[2]!.price.shared, rows[3]!.online!.shared]).toEqual([null, null]);
    const { user: shopper } = await createUser();
    const line = { productId: toy.id, category: shared, unitPrice: 20_000, quantity: 8, gstRate: 18 };
    for (const [paymentMethod, unitPrice] of [
      [null, 14_000],
      ["PHONEPE", 12_000],
    ] as const) {
      const charged = await computePromotions({ userId: shopper.id, lines: [line], code: null, paymentMethod });
      expect(charged.discount, String(paymentMethod)).toBe(8 * (20_000 - unitPrice));
    }
  });

  it("shows no table beside a 'buy 2, get 1' of the same units, whose price no row can say", async () => {
    const toy = await createProduct({ price: "300.00" });
    await tier({ productIds: [toy.id], minQuantity: 10, percent: 10 });
    expect(await tableOf(toy, 30_000)).toHaveLength(2);
    await tier({ productIds: [toy.id], benefit: "BUY_X_GET_Y", buyQuantity: 2, getQuantity: 1, percent: 100 });
    expect(await tableOf(toy, 30_000)).toEqual([]);
  });

  it("renders again the pages of the products a tier is for when it is set up, paused or resumed", async () => {
    const shared = `Pages ${randomBytes(4).toString("hex")}`;
    const [one, two] = await Promise.all([createProduct({ category: shared }), createProduct({ category: shared })]);
    const expired = vi.mocked(revalidateTag);
    const expiredTags = () => new Set(expired.mock.calls.map(([tag]) => tag));
    const form = promotionFormSchema.parse({
      name: "For schools",
      nameHi: "स्कूलों के लिए",
      benefit: "QUANTITY_TIER",
      minQuantity: "10",
      percent: "10",
      automatic: "on",
      categories: shared,
    });
    expired.mockClear();
    const id = await expiringChangedCaches(() => createPromotion(form));
    expect(expiredTags()).toEqual(new Set([productTag(one.id), productTag(two.id)]));
    expect(await tableOf(one, 49_900)).toHaveLength(2);
    for (const paused of [true, false]) {
      expired.mockClear();
      await expiringChangedCaches(() => setPromotionPaused(id, paused));
      expect(expiredTags()).toEqual(new Set([productTag(one.id), productTag(two.id)]));
      expect(await tableOf(one, 49_900)).toHaveLength(paused ? 0 : 2);
    }
  });
});
