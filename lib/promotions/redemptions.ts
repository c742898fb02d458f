/**
 * Promotions on a placed order: confirmed inside the placement's transaction, recorded with it,
 * released if the order is cancelled before it went ahead.
 *
 * The placement quotes the promotions first (./cart-promotions.ts) and charges that quote. In its
 * transaction, once the customer's account is locked (so their own orders queue), it locks the
 * promotions with a usage limit and a single-use code, computes again and refuses the order
 * (409, nothing written) if anything differs: a limit reached by a parallel order, an offer that
 * ended meanwhile. A customer is never charged another amount than the one shown.
 */
import "server-only";
import { Prisma } from "../generated/prisma/client";
import { conflict } from "../http/errors";
import { toRupeeString, type Paise } from "../money";
import { validationMessage } from "../validation/error-messages";
import { computePromotions, type CartPromotions, type PromotionQuestion } from "./cart-promotions";

const sameOutcome = (a: CartPromotions, b: CartPromotions) =>
  a.discount === b.discount &&
  a.freeShipping === b.freeShipping &&
  JSON.stringify(a.applied.map((x) => [x.promotionId, x.saving])) ===
    JSON.stringify(b.applied.map((x) => [x.promotionId, x.saving]));

/** Locks what limits the quoted promotions and computes them again; refuses if they changed. */
export async function confirmPromotions(
  tx: Prisma.TransactionClient,
  question: PromotionQuestion,
  quoted: CartPromotions,
): Promise<void> {
  const limited = quoted.offers.filter((offer) => offer.limited);
  if (limited.length > 0) {
    const ids = limited.map((offer) => offer.id).sort();
    await tx.$queryRaw`SELECT "id" FROM "promotions" WHERE "id" IN (${Prisma.join(ids)}) ORDER BY "id" FOR UPDATE`;
    const codeIds = limited.flatMap((offer) => (offer.code?.singleUse ? [offer.code.id] : []));
    if (codeIds.length > 0) {
      await tx.$queryRaw`SELECT "id" FROM "promotion_codes" WHERE "id" IN (${Prisma.join(codeIds)}) FOR UPDATE`;
    }
  }
  // Nothing quoted: an offer started since would only lower the price the shopper saw, and is left
  // for their next order rather than refusing this one.
  if (quoted.applied.length === 0) return;
  const now = await computePromotions(question, tx);
  if (!sameOutcome(quoted, now)) throw conflict(validationMessage("offerChanged"));
}

/** Records each applied promotion's use by the order, and empties the cart's code once it is used. */
export async function recordRedemptions(
  tx: Prisma.TransactionClient,
  order: { id: string; userId: string },
  promotions: CartPromotions,
  shippingWaived: Paise,
): Promise<void> {
  if (promotions.applied.length === 0) return;
  await tx.promotionRedemption.createMany({
    data: promotions.applied.map((applied) => {
      const offer = promotions.offers.find((candidate) => candidate.id === applied.promotionId)!;
      const waives = offer.benefit.kind === "FREE_SHIPPING";
      return {
        promotionId: applied.promotionId,
        codeId: offer.code?.id ?? null,
        orderId: order.id,
        userId: order.userId,
        discount: toRupeeString(applied.saving),
        shippingWaived: toRupeeString(waives ? shippingWaived : 0),
      };
    }),
  });
  const codeIds = promotions.offers.flatMap((offer) => (offer.code ? [offer.code.id] : []));
  if (codeIds.length > 0) await tx.cartCoupon.deleteMany({ where: { userId: order.userId, codeId: { in: codeIds } } });
}

/** An order cancelled or never paid gives its promotions' uses back (a single-use code works again). */
export async function releaseRedemptions(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  await tx.promotionRedemption.updateMany({ where: { orderId, releasedAt: null }, data: { releasedAt: new Date() } });
}
