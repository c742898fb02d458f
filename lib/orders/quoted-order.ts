/**
 * The order an accepted quote becomes (lib/quotes/accept-quote.ts): its lines at the quoted prices
 * (the quote's discount on each line, so the invoice records it), the quoted shipping, paid by bank
 * transfer. It awaits its transfer, its stock reserved, until the account's payment days run out.
 */
import "server-only";
import type { BusinessBuyer } from "../business/business-buyer";
import { loadRules, quoteDelivery } from "../delivery/delivery";
import { DEFAULT_WEIGHT_GRAMS, parcelWeight } from "../delivery/rules";
import { DAY_MS } from "../dates";
import { db } from "../db";
import { conflict } from "../http/errors";
import type { Locale } from "../i18n/locales";
import { toRupeeString, type Paise } from "../money";
import { validationMessage } from "../validation/error-messages";
import type { OrderTransaction } from "./lifecycle/order-transaction";
import { openOrder } from "./lifecycle/transition";
import type { OrderRow } from "./order";
import type { AddressSnapshot, DeliverySnapshot } from "./snapshots";
import { takeUnits } from "./stock";

/** A line at the quoted price: the shop's unit price and the quote's discount on the whole line. */
export interface QuotedLine {
  productId: string | null;
  name: string;
  quantity: number;
  unitPrice: Paise;
  discount: Paise;
  hsnCode: string;
  gstRate: number;
}

export interface QuotedOrder {
  userId: string;
  locale: Locale;
  address: AddressSnapshot;
  businessBuyer: BusinessBuyer | null;
  purchaseOrder: string | null;
  lines: QuotedLine[];
  shipping: Paise;
  /** Days it waits for its bank transfer. */
  paymentDays: number;
}

/** What the order needs read before its transaction: the products as they are now, and the delivery. */
export interface PreparedQuotedOrder extends QuotedOrder {
  products: Map<string, { image: string; weight: number; countryOfOrigin: string | null }>;
  delivery: DeliverySnapshot;
}

export async function prepareQuotedOrder(quoted: QuotedOrder): Promise<PreparedQuotedOrder> {
  const ids = quoted.lines.flatMap((line) => (line.productId ? [line.productId] : []));
  const rows = await db().product.findMany({
    where: { id: { in: ids } },
    select: { id: true, images: true, weight: true, dimensions: true, countryOfOrigin: true },
  });
  const missing = quoted.lines.find((line) => !line.productId || !rows.some((row) => row.id === line.productId));
  if (missing) throw conflict(validationMessage("productNoLongerSold", { name: missing.name }));
  const rules = await loadRules();
  const products = new Map(
    rows.map((row) => [
      row.id,
      {
        image: row.images[0] ?? "",
        weight: row.weight ?? DEFAULT_WEIGHT_GRAMS,
        countryOfOrigin: row.countryOfOrigin,
      },
    ]),
  );
  const weightGrams = parcelWeight(
    quoted.lines,
    new Map(rows.map((row) => [row.id, row])),
    rules.settings.volumetricDivisor,
  );
  // The courier's zone, days and weight as for any order to the pincode; the charge is the quoted one.
  const { destination, details } = await quoteDelivery(
    { pincode: quoted.address.pincode, weightGrams, paymentMethod: "BANK_TRANSFER" },
    rules,
  );
  const delivery: DeliverySnapshot = {
    place: destination.place,
    days: destination.days,
    shippingCost: {
      total: quoted.shipping,
      details: { ...details, base: quoted.shipping, additional: 0, codFee: 0, freeShippingDiscount: 0 },
    },
    totalWeight: weightGrams,
  };
  return { ...quoted, products, delivery };
}

/** Opens the order in the caller's order transaction, its stock taken, awaiting its transfer. */
export async function openQuotedOrder(transaction: OrderTransaction, prepared: PreparedQuotedOrder): Promise<OrderRow> {
  const { lines, products, shipping } = prepared;
  const list = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  const row = await openOrder(transaction, {
    userId: prepared.userId,
    paymentMethod: "BANK_TRANSFER",
    subtotal: toRupeeString(list),
    discount: toRupeeString(discount),
    shipping: toRupeeString(shipping),
    amount: toRupeeString(list - discount + shipping),
    paidByCredit: toRupeeString(0),
    address: prepared.address,
    deliveryInfo: prepared.delivery,
    orderNotes: null,
    businessBuyer: prepared.businessBuyer,
    purchaseOrder: prepared.purchaseOrder,
    locale: prepared.locale,
    lines: lines.map((line) => {
      const product = products.get(line.productId!)!;
      return {
        productId: line.productId!,
        name: line.name,
        image: product.image,
        unitPrice: toRupeeString(line.unitPrice),
        quantity: line.quantity,
        weight: product.weight,
        hsnCode: line.hsnCode,
        gstRate: line.gstRate,
        discount: toRupeeString(line.discount),
      };
    }),
    countriesOfOrigin: new Map([...products].map(([id, product]) => [id, product.countryOfOrigin])),
    // In id order, as every placement takes stock, so concurrent orders queue rather than deadlock.
    takeStock: async () => {
      const byId = [...lines].sort((a, b) => (a.productId! < b.productId! ? -1 : 1));
      for (const line of byId)
        await takeUnits(transaction.tx, { productId: line.productId!, quantity: line.quantity, name: line.name });
    },
  });
  const paymentExpiresAt = new Date(Date.now() + prepared.paymentDays * DAY_MS);
  await transaction.tx.order.update({ where: { id: row.id }, data: { paymentExpiresAt } });
  return { ...row, paymentExpiresAt };
}
