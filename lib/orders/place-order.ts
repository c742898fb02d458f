/**
 * Placing an order. The server is the source of truth: prices come from the catalogue, shipping
 * from the delivery module, and the stock of every line is checked and taken in one transaction
 * while the product rows are locked, so two shoppers can never buy the same last unit.
 */
import "server-only";
import { businessProfileOf } from "../business/business-profiles";
import type { CreditTenders } from "../credit/split-tenders";
import { planCredit, takeCredit } from "../credit/tenders";
import { db } from "../db";
import { loadRules, quoteDelivery, type DeliveryQuote } from "../delivery/delivery";
import { DEFAULT_WEIGHT_GRAMS } from "../delivery/rules";
import { Prisma } from "../generated/prisma/client";
import type { PaymentMethod } from "../generated/prisma/enums";
import { conflict } from "../http/errors";
import type { Locale } from "../i18n/locales";
import { formatRupees, toPaise, toRupeeString, type Paise } from "../money";
import type { OrderPlacement } from "../validation/order";
import { lockAccount } from "./account-lock";
import { refuseOverCodLimits } from "./cod-limits";
import { rateCodOrder, recordCodDecision } from "./cod-risk/cod-risk";
import { refuseUnconfirmedRepeat } from "./repeat-orders";
import { inPlacementTurn } from "./placement-turns";
import {
  mergeLines,
  priceLines,
  productColumns,
  takeStock,
  totals,
  type PricedLine,
  type ProductRow,
} from "./placement-lines";
import { toOrder, type Order } from "./order";
import type { DeliverySnapshot } from "./snapshots";
import { runOrderTransaction } from "./lifecycle/order-transaction";
import { openOrder } from "./lifecycle/transition";
import { validationMessage } from "../validation/error-messages";
import { computePromotions } from "../promotions/cart-promotions";
import { couponRefusal } from "../promotions/coupons";
import { confirmPromotions, recordRedemptions } from "../promotions/redemptions";

/** The promotions asked for these lines: the automatic offers, and the code the checkout showed. */
const promotionQuestion = (
  userId: string,
  lines: PricedLine[],
  input: OrderPlacement,
  paymentMethod: PaymentMethod,
) => ({
  userId,
  lines: lines.map(({ product, quantity, unitPrice }) => ({
    productId: product.id,
    category: product.category,
    unitPrice,
    quantity,
    gstRate: product.gstRate,
  })),
  code: input.couponCode || null,
  // Paid in full by gift cards and store credit is paid in advance, like paying online.
  paymentMethod: paymentMethod === "COD" ? ("COD" as const) : ("PHONEPE" as const),
});

/** What the order keeps of its delivery (SPEC §3 "deliveryInfo"). */
function deliverySnapshot({ destination, total, details }: DeliveryQuote, weightGrams: number): DeliverySnapshot {
  return {
    place: destination.place,
    days: destination.days,
    shippingCost: { total, details },
    totalWeight: weightGrams,
  };
}

/**
 * What the shopper's gift cards and store credit pay of `amount`, refused (409) when it is not what
 * the checkout showed, or when it pays all of an order to be paid otherwise (or not all of one
 * "paid by credit").
 */
async function creditFor(
  userId: string,
  input: OrderPlacement,
  amount: Paise,
  paymentMethod: PaymentMethod,
): Promise<CreditTenders> {
  const asked = { giftCardCodes: input.giftCardCodes ?? [], useStoreCredit: input.useStoreCredit ?? false };
  const credit = await planCredit(userId, asked, amount);
  if (input.paidByCredit !== undefined && toPaise(input.paidByCredit.toFixed(2)) !== credit.total) {
    throw conflict(validationMessage("creditChanged"));
  }
  const covered = amount > 0 && credit.total === amount;
  if (paymentMethod === "CREDIT" && !covered) throw conflict(validationMessage("creditShort"));
  if (paymentMethod !== "CREDIT" && covered) throw conflict(validationMessage("creditCoversOrder"));
  return credit;
}

/**
 * Creates an order from the shopper's lines, its stock taken: cash on delivery orders are placed
 * to be confirmed, within the account's limits (cod-limits.ts) and the store's cash on delivery
 * rules (cod-risk/), which may add a fee or ask for online payment; online payments start
 * 'Awaiting Payment' (lib/orders/status.ts); gift cards and store credit pay part of the amount
 * or all of it (lib/credit/), an order they pay in full placed paid. A few at a time per process (placement-turns.ts).
 * `locale` is the language of the page it was placed from: the order's and, from now on, its account's.
 * Without one (a call from no page of the store) the order is in the account's language.
 */
export function placeOrder(
  userId: string,
  input: OrderPlacement,
  paymentMethod: PaymentMethod,
  locale?: Locale,
): Promise<Order> {
  return inPlacementTurn(() => placeNow(userId, input, paymentMethod, locale));
}

async function placeNow(
  userId: string,
  input: OrderPlacement,
  paymentMethod: PaymentMethod,
  pageLocale: Locale | undefined,
): Promise<Order> {
  const quantities = mergeLines(input.items);
  const productIds = [...quantities.keys()];
  // SPEC §3's payload says zipcode; the order keeps it as the pincode it is.
  const { zipcode: pincode, ...addressLines } = input.address;

  // Quote first, from an unlocked read: the delivery module uses its own connections.
  const [rules, products] = await Promise.all([
    loadRules(),
    db().$queryRaw<ProductRow[]>`SELECT ${productColumns} FROM "products" WHERE "id" IN (${Prisma.join(productIds)})`,
  ]);
  const divisor = rules.settings.volumetricDivisor;
  const preview = priceLines(products, quantities, divisor);
  const { subtotal, weightGrams } = totals(preview);
  const question = promotionQuestion(userId, preview, input, paymentMethod);
  const promotions = await computePromotions(question);
  const couponRefused = promotions.coupon && couponRefusal(promotions.coupon);
  if (couponRefused) throw conflict(couponRefused);
  const goods = subtotal - promotions.discount;
  // Rated for cash on delivery however it is paid: an order paid online because of the rules was steered.
  const { phone, street } = addressLines;
  const rated = await rateCodOrder({ userId, pincode, orderValue: goods, phone, street });
  if (paymentMethod === "COD" && rated.rating.outcome === "PREPAID_ONLY") {
    await db().$transaction((tx) => recordCodDecision(tx, { userId, orderId: null, paymentMethod, rated }));
    throw conflict(rated.rating.explanation!);
  }
  const codRiskFee = paymentMethod === "COD" ? rated.rating.fee : 0;
  const promotionWaivesShipping = promotions.freeShipping;
  const quoted = { pincode, weightGrams, paymentMethod, orderValue: goods, codRiskFee, promotionWaivesShipping };
  const quote = await quoteDelivery(quoted, rules);
  const amount = goods + quote.total;
  if (input.amount !== undefined && toPaise(input.amount.toFixed(2)) !== amount) {
    throw conflict(`Prices have changed: your order total is now ${formatRupees(amount)}. Please review your order.`);
  }
  const credit = await creditFor(userId, input, amount, paymentMethod);
  const businessBuyer = input.gstInvoice ? await businessProfileOf(userId) : null;
  if (input.gstInvoice && !businessBuyer) throw conflict(validationMessage("businessProfileMissing"));

  const order = await runOrderTransaction(async (transaction) => {
    const account = await lockAccount(transaction.tx, userId);
    if (!input.confirmRepeat) await refuseUnconfirmedRepeat(transaction.tx, userId, quantities);
    if (paymentMethod === "COD") await refuseOverCodLimits(transaction.tx, userId, preview);
    await confirmPromotions(transaction.tx, question, promotions);
    const locale = pageLocale ?? account.locale;
    const opened = await openOrder(transaction, {
      userId,
      paymentMethod,
      subtotal: toRupeeString(subtotal),
      discount: toRupeeString(promotions.discount),
      shipping: toRupeeString(quote.total),
      amount: toRupeeString(amount),
      paidByCredit: toRupeeString(credit.total),
      address: { ...addressLines, pincode },
      deliveryInfo: deliverySnapshot(quote, weightGrams),
      orderNotes: input.orderNotes || null,
      businessBuyer,
      purchaseOrder: input.purchaseOrder || null,
      locale,
      lines: preview.map((line) => ({
        productId: line.product.id,
        name: line.product.name,
        image: line.product.images[0] ?? "",
        unitPrice: toRupeeString(line.unitPrice),
        quantity: line.quantity,
        weight: line.product.weight ?? DEFAULT_WEIGHT_GRAMS,
        // Its tax as sold: the invoice never follows a later edit of the product.
        hsnCode: line.product.hsnCode,
        gstRate: line.product.gstRate,
        discount: toRupeeString(promotions.lineDiscounts.get(line.product.id) ?? 0),
      })),
      countriesOfOrigin: new Map(products.map((product) => [product.id, product.countryOfOrigin])),
      // Last, just before the invoice and the commit: concurrent orders of the same product queue
      // on its row only for those steps, not for the whole placement.
      takeStock: () => takeStock(transaction.tx, preview, divisor),
    });
    await takeCredit(transaction.tx, opened, credit);
    await recordCodDecision(transaction.tx, { userId, orderId: opened.id, paymentMethod, rated });
    await recordRedemptions(transaction.tx, opened, promotions, quote.waivedByPromotion);
    return opened;
  });
  return toOrder(order);
}
