/**
 * The operator's side of promotions: set one up, pause and resume it, make single-use codes in
 * bulk (for a school, an influencer). Every input comes through lib/validation/promotion.ts.
 */
import "server-only";
import { randomInt } from "node:crypto";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { badRequest, conflict, notFound } from "../http/errors";
import { toRupeeString } from "../money";
import { normalizeEmail, normalizePhone } from "../validation/account";
import type { PromotionForm } from "../validation/promotion";
import { shownOfferChanged } from "./quantity-tier-reads";

/** The customers the form names, by e-mail or mobile, as user ids; an unknown one is refused. */
async function customerIds(entries: string[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const emails = entries.filter((entry) => entry.includes("@")).map(normalizeEmail);
  const phones = entries.filter((entry) => !entry.includes("@")).map(normalizePhone);
  const users = await db().user.findMany({
    where: { OR: [{ email: { in: emails } }, { phone: { in: phones } }] },
    select: { id: true, email: true, phone: true },
  });
  const unknown = [
    ...emails.filter((email) => !users.some((user) => user.email === email)),
    ...phones.filter((phone) => !users.some((user) => user.phone === phone)),
  ];
  if (unknown.length > 0) throw badRequest(`No customer has ${unknown.join(", ")}`);
  return users.map((user) => user.id);
}

/**
 * Buy X get Y of another product: that product must share a GST rate with every product that can
 * earn it (docs/GST.md, "Promotions on the invoice"), or no unit would ever be given.
 */
async function refuseMixedRates(form: PromotionForm): Promise<void> {
  if (form.benefit !== "BUY_X_GET_Y" || !form.getProductId) return;
  const given = await db().product.findUnique({ where: { id: form.getProductId }, select: { gstRate: true } });
  if (!given) throw badRequest("The product given is not in the catalogue");
  const bought = await db().product.findMany({
    where: {
      gstRate: { not: given.gstRate },
      ...(form.productIds.length + form.categories.length > 0
        ? { OR: [{ id: { in: form.productIds } }, { category: { in: form.categories } }] }
        : {}),
    },
    select: { name: true },
    take: 3,
  });
  if (bought.length > 0) {
    throw badRequest(
      `The product given is taxed at ${given.gstRate}%, and ${bought.map((product) => product.name).join(", ")} at another rate: limit the promotion to products at ${given.gstRate}%`,
    );
  }
}

const rupeesOrNull = (paise: number | undefined) => (paise === undefined ? null : toRupeeString(paise));

/** Sets up a promotion; answers its id. */
export async function createPromotion(form: PromotionForm): Promise<string> {
  await refuseMixedRates(form);
  const customers = await customerIds(form.customers);
  try {
    const created = await db().promotion.create({
      data: {
        name: form.name,
        nameHi: form.nameHi,
        benefit: form.benefit,
        percent: form.percent ?? null,
        amountOff: rupeesOrNull(form.amountOff),
        maxDiscount: rupeesOrNull(form.maxDiscount),
        buyQuantity: form.buyQuantity ?? null,
        getQuantity: form.getQuantity ?? null,
        getProductId: form.getProductId ?? null,
        minQuantity: form.minQuantity ?? null,
        minOrderValue: toRupeeString(form.minOrderValue ?? 0),
        automatic: form.automatic,
        prepaidOnly: form.prepaidOnly,
        firstOrderOnly: form.firstOrderOnly,
        productIds: form.productIds,
        categories: form.categories,
        customerIds: customers,
        startsAt: form.startsAt ?? new Date(),
        endsAt: form.endsAt ?? null,
        usageLimit: form.usageLimit ?? null,
        perCustomerLimit: form.perCustomerLimit ?? null,
        ...(form.code ? { codes: { create: { code: form.code } } } : {}),
      },
      select: { id: true },
    });
    // A tier shows on the pages of the products it applies to (./quantity-tier-reads.ts).
    await shownOfferChanged(form);
    return created.id;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw conflict(`The code ${form.code} is already in use`);
    }
    throw error;
  }
}

/** Pauses (no cart gets it, no code reaches it, no product page shows it) or resumes a promotion. */
export async function setPromotionPaused(promotionId: string, paused: boolean): Promise<void> {
  const { count } = await db().promotion.updateMany({ where: { id: promotionId }, data: { paused } });
  if (count === 0) throw notFound("Promotion not found");
  const changed = await db().promotion.findUnique({ where: { id: promotionId } });
  if (changed) await shownOfferChanged(changed);
}

/** Letters and digits no one misreads (no 0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 10;

const randomCode = (prefix: string | undefined) => {
  const body = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return prefix ? `${prefix}-${body}` : body;
};

/**
 * Makes `count` single-use codes for the promotion, each drawn from 31^10 (no one guesses one);
 * answers how many it made. A draw that meets an existing code is drawn again.
 */
export async function generateCodes(promotionId: string, count: number, prefix?: string): Promise<number> {
  const promotion = await db().promotion.findUnique({ where: { id: promotionId }, select: { id: true } });
  if (!promotion) throw notFound("Promotion not found");
  let made = 0;
  while (made < count) {
    const codes = Array.from({ length: count - made }, () => ({
      promotionId,
      code: randomCode(prefix),
      singleUse: true,
    }));
    made += (await db().promotionCode.createMany({ data: codes, skipDuplicates: true })).count;
  }
  return made;
}
