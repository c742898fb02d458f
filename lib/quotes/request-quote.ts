/**
 * A customer asks for a quote: products and quantities beyond what a shopper's cart takes, for a
 * school or organisation, to a delivery address, with a GST invoice to their business profile if
 * they want one. Each line keeps the product's price, HSN code and rate as they are now; an
 * operator prices it (./price-quote.ts).
 */
import "server-only";
import { businessProfileOf } from "../business/business-profiles";
import { sellingPrice } from "../catalog/pricing";
import { indianIsoDay } from "../dates";
import { db } from "../db";
import { badRequest, conflict, notFound } from "../http/errors";
import type { Locale } from "../i18n/locales";
import { toPaise, toRupeeString } from "../money";
import { validationMessage } from "../validation/error-messages";
import type { QuoteRequest } from "../validation/quotes";
import { quoteInclude, toQuote, type Quote } from "./quote";
import { queueQuoteRequested } from "./quote-notices";

export async function requestQuote(userId: string, request: QuoteRequest, locale: Locale): Promise<Quote> {
  if (request.neededBy && request.neededBy < indianIsoDay(new Date())) {
    throw badRequest(validationMessage("neededByPast"));
  }
  const quantities = new Map<string, number>();
  for (const { productId, quantity } of request.items) {
    quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
  }
  const products = await db().product.findMany({
    where: { id: { in: [...quantities.keys()] } },
    select: { id: true, name: true, price: true, discountPrice: true, hsnCode: true, gstRate: true },
  });
  if (products.length !== quantities.size) throw notFound(validationMessage("productNotFound"));
  const businessBuyer = request.gstInvoice ? await businessProfileOf(userId) : null;
  if (request.gstInvoice && !businessBuyer) throw conflict(validationMessage("businessProfileMissing"));

  const { zipcode: pincode, ...address } = request.address;
  const row = await db().$transaction(async (tx) => {
    const created = await tx.quote.create({
      data: {
        userId,
        organisation: request.organisation,
        neededBy: request.neededBy ? new Date(`${request.neededBy}T00:00:00Z`) : null,
        notes: request.notes || null,
        address: { ...address, pincode },
        businessBuyer: businessBuyer ?? undefined,
        locale,
        lines: {
          create: products.map((product) => ({
            productId: product.id,
            name: product.name,
            quantity: quantities.get(product.id)!,
            unitPrice: toRupeeString(
              sellingPrice(
                toPaise(product.price),
                product.discountPrice === null ? null : toPaise(product.discountPrice),
              ),
            ),
            hsnCode: product.hsnCode,
            gstRate: product.gstRate,
          })),
        },
      },
      include: quoteInclude,
    });
    // An operator prices it while the school still waits: the store's inbox hears of it at once.
    await queueQuoteRequested(tx, created.id);
    return created;
  });
  return toQuote(row);
}
