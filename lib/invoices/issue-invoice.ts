/**
 * Issues the tax invoice of an order when it is confirmed (cash on delivery placed, PhonePe paid),
 * in the transaction that confirms it: the order's lifecycle (lib/orders/lifecycle/transition.ts)
 * calls this. The invoice's number and snapshot are written once and never change.
 */
import "server-only";
import type { BusinessBuyer } from "../business/business-buyer";
import { dayRange, promisedDelivery, type DeliveryDays } from "../delivery/estimate";
import { env } from "../env";
import type { Prisma } from "../generated/prisma/client";
import { formatIndianDate } from "../dates";
import type { Locale } from "../i18n/locales";
import { toPaise, type DecimalLike, type Paise } from "../money";
import { addUp, supplyTypeOf } from "../tax/gst";
import { amountInWords } from "../tax/amount-in-words";
import { invoiceLines } from "./lines";
import { issueNumbered, SERIES, type IssuedDocument } from "./numbering";
import { invoiceTexts } from "./texts";
import { parties, type DeliveryAddress } from "./parties";
import { placeOfSupply, registeredPlaceOfSupply } from "./place-of-supply";
import type { TaxDocumentSnapshot } from "./snapshot";

/**
 * What an invoice reads of the order it is issued for: its rows as stored (`row`) and their domain
 * view (`order`, lib/orders/order.ts), declared here so that invoices depend on no orders module.
 */
interface InvoicedRow {
  id: string;
  items: {
    id: string;
    name: string;
    productId: string | null;
    hsnCode: string;
    gstRate: number;
    quantity: number;
    unitPrice: DecimalLike;
    discount: DecimalLike;
  }[];
}

interface InvoicedOrder {
  createdAt: Date;
  locale: Locale;
  shipping: Paise;
  amount: Paise;
  paidByCredit: Paise;
  address: DeliveryAddress;
  delivery: { place: { state: string }; days: DeliveryDays; shippingCost: { details: { codFee: Paise } } };
  businessBuyer: BusinessBuyer | null;
  purchaseOrder: string | null;
}

/**
 * The order's invoice, issued now unless it already has one (then that one is answered). The
 * lifecycle hands over the order it confirms: `row` as read with its lines, `order` its domain view.
 */
export async function issueInvoice(
  tx: Prisma.TransactionClient,
  row: InvoicedRow,
  order: InvoicedOrder,
): Promise<IssuedDocument> {
  const existing = await tx.taxDocument.findFirst({
    where: { orderId: row.id, kind: "INVOICE" },
    select: { id: true, number: true },
  });
  if (existing) return existing;
  return fileInvoice(tx, draftInvoice(row, order, await countriesOfOrigin(tx, row.items)));
}

/** An invoice worked out in full but for its number. */
export interface InvoiceDraft {
  orderId: string;
  issuedAt: Date;
  snapshot: Omit<TaxDocumentSnapshot, "number">;
}

/**
 * Works out the invoice of an order from its rows (an order placed cash on delivery drafts it from
 * what it has just written, nothing read back). `origins` are the declared countries of origin of
 * its products, by product id.
 */
export function draftInvoice(
  row: InvoicedRow,
  order: InvoicedOrder,
  origins: ReadonlyMap<string, string | null>,
): InvoiceDraft {
  const orderId = row.id;
  const seller = env().seller;
  const business = order.businessBuyer;
  const place = business
    ? registeredPlaceOfSupply(business.gstin)
    : placeOfSupply(orderId, order.delivery.place.state, order.address.state);
  const supplyType = supplyTypeOf(seller.stateCode, place.code);
  const codFee = order.delivery.shippingCost.details.codFee;
  const lines = invoiceLines(
    {
      // Units cancelled before the invoice (an order confirmed after some were) are not invoiced.
      lines: row.items
        .filter((item) => item.quantity > 0)
        .map((item) => ({
          orderItemId: item.id,
          name: item.name,
          countryOfOrigin: (item.productId && origins.get(item.productId)) || null,
          hsnCode: item.hsnCode,
          ratePercent: item.gstRate,
          quantity: item.quantity,
          unitPrice: toPaise(item.unitPrice),
          discount: toPaise(item.discount),
        })),
      shipping: order.shipping - codFee,
      codFee,
    },
    supplyType,
  );
  const totals = addUp(lines);
  if (totals.total !== order.amount) throw new Error(`Invoice of order ${orderId} does not add up to its amount`);

  const issuedAt = new Date();
  const snapshot: InvoiceDraft["snapshot"] = {
    kind: "INVOICE",
    issuedAt: issuedAt.toISOString(),
    orderId,
    orderPlacedAt: order.createdAt.toISOString(),
    locale: order.locale,
    estimatedDelivery: invoiceTexts(order.locale)("estimate", {
      by: formatIndianDate(promisedDelivery(order.createdAt, order.delivery.days).by, order.locale),
      range: dayRange(order.delivery.days),
    }),
    against: null,
    reason: null,
    seller,
    ...parties(order.address, order.businessBuyer),
    purchaseOrder: order.purchaseOrder,
    validUntil: null,
    eInvoice: null,
    placeOfSupply: place,
    supplyType,
    lines,
    totals,
    amountInWords: amountInWords(totals.total),
    paidByCredit: order.paidByCredit,
  };
  return { orderId, issuedAt, snapshot };
}

/**
 * Numbers and stores a drafted invoice. Every issuer queues on the series' counter row from here
 * until its commit (./numbering.ts): the caller does this last.
 */
export async function fileInvoice(
  tx: Prisma.TransactionClient,
  { orderId, issuedAt, snapshot }: InvoiceDraft,
): Promise<IssuedDocument> {
  const { id, number } = await issueNumbered(tx, {
    kind: "INVOICE",
    series: SERIES.INVOICE,
    orderId,
    issuedAt,
    snapshot,
  });
  return { id, number };
}

/** The declared country of origin of each sold product still listed (Legal Metrology declarations). */
async function countriesOfOrigin(tx: Prisma.TransactionClient, items: { productId: string | null }[]) {
  const ids = items.flatMap((item) => (item.productId ? [item.productId] : []));
  const products = await tx.product.findMany({
    where: { id: { in: ids } },
    select: { id: true, countryOfOrigin: true },
  });
  return new Map(products.map((product) => [product.id, product.countryOfOrigin]));
}
