/**
 * The promotions a product page's bulk price table (./quantity-tiers.ts) is made from, its cached
 * copy, and the expiry of the pages a promotion's change touches. The page is cached for every
 * visitor, so only offers that are the same for every shopper are read: automatic, not paused, for
 * no named customers, not for first orders only, and without usage limits (the uses that exhaust
 * one expire no page, and a customer's own uses are not the visitor's).
 */
import "server-only";
import { cachedRead, expireCache, productTag } from "../cache/storefront-cache";
import { categoryNames } from "../catalog/localized";
import { db } from "../db";
import type { Prisma, Promotion } from "../generated/prisma/client";
import type { Locale } from "../i18n/locales";
import { toPromotionOffer } from "./eligibility";
import type { ShownOffer } from "./quantity-tiers";

/** Item offers: the tiers, and "buy X get Y" of the same units, which competes with them for a line. */
const ITEM_OFFERS: Prisma.PromotionWhereInput = {
  OR: [{ benefit: "QUANTITY_TIER" }, { benefit: "BUY_X_GET_Y", getProductId: null }],
};

const FOR_EVERYONE: Prisma.PromotionWhereInput = {
  automatic: true,
  paused: false,
  customerIds: { isEmpty: true },
  firstOrderOnly: false,
  usageLimit: null,
  perCustomerLimit: null,
};

/**
 * The offers for everyone that may apply to the product, not yet ended; those not begun too. As
 * with the home page's banners, the cached copy keeps them whatever their window and each render
 * applies its own clock; the page's lifetime (60 s, lib/cache/storefront-cache.ts) bounds how long
 * an ended tier can show. Oldest first, the order the cart breaks a tie in (./eligibility.ts).
 */
export async function readShownOffers(productId: string, category: string, locale: Locale): Promise<ShownOffer[]> {
  const rows = await db().promotion.findMany({
    where: {
      ...FOR_EVERYONE,
      AND: [
        ITEM_OFFERS,
        { OR: [{ endsAt: null }, { endsAt: { gt: new Date() } }] },
        {
          OR: [
            { productIds: { isEmpty: true }, categories: { isEmpty: true } },
            { productIds: { has: productId } },
            { categories: { has: category } },
          ],
        },
      ],
    },
    orderBy: { createdAt: "asc" },
  });
  const names = await categoryNames([...new Set(rows.flatMap((row) => row.categories))], locale);
  return rows.map((row) => {
    const { id, benefit, minOrderValue, prepaidOnly, productIds, categories } = toPromotionOffer(row);
    return {
      offer: { id, benefit, minOrderValue, prepaidOnly, productIds, categories },
      startsAt: row.startsAt.getTime(),
      endsAt: row.endsAt?.getTime() ?? null,
      categoryNames: categories.map((name) => names.get(name) ?? name),
    };
  });
}

/** Under the product's own tag: a promotion's change expires the pages of the products it names. */
export const cachedShownOffers = cachedRead("shown-offers", ([productId]) => [productTag(productId)], readShownOffers);

/**
 * A promotion was set up, paused or resumed: the pages of the products whose table it may change
 * render again. An offer for every product renders every product page.
 */
export async function shownOfferChanged(
  promotion: Pick<Promotion, "automatic" | "benefit" | "productIds" | "categories">,
): Promise<void> {
  const { automatic, benefit, productIds, categories } = promotion;
  if (!automatic || (benefit !== "QUANTITY_TIER" && benefit !== "BUY_X_GET_Y")) return;
  const everyProduct = productIds.length === 0 && categories.length === 0;
  const products = await db().product.findMany({
    where: everyProduct ? {} : { OR: [{ id: { in: productIds } }, { category: { in: categories } }] },
    select: { id: true },
  });
  expireCache(...products.map((product) => productTag(product.id)));
}
