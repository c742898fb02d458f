/**
 * Placing an order. The server is the source of truth: prices come from the catalogue, shipping
 * from the delivery module, and the stock of every line is checked and taken in one transaction
 * while the product rows are locked, so two shoppers can never buy the same last unit.
 */
import "server-only";
import { sellingPrice } from "../catalog/pricing";
import { db } from "../db";
import { loadRules, quoteDelivery, type DeliveryQuote } from "../delivery/delivery";
import { DEFAULT_WEIGHT_GRAMS, unitShippingWeight } from "../delivery/rules";
import { Prisma } from "../generated/prisma/client";
import type { PaymentMethod } from "../generated/prisma/enums";
import { badRequest, conflict, notFound } from "../http/errors";
import type { Locale } from "../i18n/locales";
import { formatRupees, toPaise, toRupeeString, type Paise } from "../money";
import { MAX_LINE_QUANTITY } from "../validation/cart";
import type { OrderPlacement } from "../validation/order";
import { lockAccount } from "./account-lock";
import { refuseOverCodLimits } from "./cod-limits";
import { rateCodOrder, recordCodDecision } from "./cod-risk/cod-risk";
import { refuseUnconfirmedRepeat } from "./repeat-orders";
import { inPlacementTurn } from "./placement-turns";
import { takeUnits } from "./stock";
import { toOrder, type Order } from "./order";
import type { DeliverySnapshot } from "./snapshots";
import { runOrderTransaction } from "./lifecycle/order-transaction";
import { openOrder } from "./lifecycle/transition";
import { validationMessage } from "../validation/error-messages";
import { computePromotions } from "../promotions/cart-promotions";
import { couponRefusal } from "../promotions/coupons";
import { confirmPromotions, recordRedemptions } from "../promotions/redemptions";

interface ProductRow {
  id: string;
  name: string;
  images: string[];
  price: Prisma.Decimal;
  discountPrice: Prisma.Decimal | null;
  inStock: boolean;
  stockQuantity: number;
  weight: number | null;
  dimensions: string | null;
  hsnCode: string;
  gstRate: number;
  countryOfOrigin: string | null;
  category: string;
}

interface PricedLine {
  product: ProductRow;
  quantity: number;
  unitPrice: Paise;
  /** Grams charged for shipping one unit (actual or volumetric, the higher). */
  unitShippingWeight: number;
}

/** Adds up repeated lines of the same product. */
function mergeLines(items: OrderPlacement["items"]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const { productId, quantity } of items) {
    const total = (quantities.get(productId) ?? 0) + quantity;
    if (total > MAX_LINE_QUANTITY) throw badRequest(`Quantity must be at most ${MAX_LINE_QUANTITY}`);
    quantities.set(productId, total);
  }
  return quantities;
}

function priceLines(products: ProductRow[], quantities: Map<string, number>, divisor: number): PricedLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return [...quantities].map(([productId, quantity]) => {
    const product = byId.get(productId);
    if (!product) throw notFound(validationMessage("productNotFound"));
    if (!product.inStock || product.stockQuantity <= 0)
      throw conflict(validationMessage("namedOutOfStock", { name: product.name }));
    if (product.stockQuantity < quantity) {
      throw conflict(validationMessage("stockLeft", { units: product.stockQuantity, name: product.name }));
    }
    const discount = product.discountPrice === null ? null : toPaise(product.discountPrice);
    return {
      product,
      quantity,
      unitPrice: sellingPrice(toPaise(product.price), discount),
      unitShippingWeight: unitShippingWeight(product, divisor),
    };
  });
}

const totals = (lines: PricedLine[]) => ({
  subtotal: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
  weightGrams: lines.reduce((sum, line) => sum + line.unitShippingWeight * line.quantity, 0),
});

const productColumns = Prisma.sql`"id", "name", "images", "price", "discountPrice", "inStock", "stockQuantity", "weight", "dimensions", "hsnCode", "gstRate", "countryOfOrigin", "category"`;

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
  paymentMethod,
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
 * Takes the lines' stock, product by product in id order (concurrent orders queue rather than
 * deadlock), and refuses (409) when a line is short or a price or weight changed since the quote;
 * the transaction is then rolled back.
 */
async function takeStock(tx: Prisma.TransactionClient, lines: PricedLine[], divisor: number): Promise<void> {
  const byId = [...lines].sort((a, b) => (a.product.id < b.product.id ? -1 : 1));
  let changed = false;
  for (const { product, quantity, unitPrice, unitShippingWeight: weight } of byId) {
    const now = await takeUnits(tx, { productId: product.id, quantity, name: product.name });
    const discount = now.discountPrice === null ? null : toPaise(now.discountPrice);
    changed ||= sellingPrice(toPaise(now.price), discount) !== unitPrice || unitShippingWeight(now, divisor) !== weight;
  }
  if (changed) throw conflict(validationMessage("pricesChanged"));
}

/**
 * Creates an order from the shopper's lines, its stock taken: cash on delivery orders are placed
 * to be confirmed, within the account's limits (cod-limits.ts) and the store's cash on delivery
 * rules (cod-risk/), which may add a fee or ask for online payment; online payments start
 * 'Awaiting Payment' (lib/orders/status.ts). A few at a time per process (placement-turns.ts).
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
      address: { ...addressLines, pincode },
      deliveryInfo: deliverySnapshot(quote, weightGrams),
      orderNotes: input.orderNotes || null,
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
    await recordCodDecision(transaction.tx, { userId, orderId: opened.id, paymentMethod, rated });
    await recordRedemptions(transaction.tx, opened, promotions, quote.waivedByPromotion);
    return opened;
  });
  return toOrder(order);
}
