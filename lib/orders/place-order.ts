/**
 * Placing an order. The server is the source of truth: prices come from the catalogue, shipping
 * from the delivery module, and the stock of every line is checked and taken in one transaction
 * while the product rows are locked, so two shoppers can never buy the same last unit.
 */
import "server-only";
import { sellingPrice } from "../catalog/pricing";
import { db } from "../db";
import { quoteDelivery, shippingCostRecord, volumetricDivisor, type DeliveryQuote } from "../delivery/delivery";
import { DEFAULT_WEIGHT_GRAMS, unitShippingWeight, type PaymentType } from "../delivery/rules";
import { Prisma } from "../generated/prisma/client";
import type { PaymentMethod } from "../generated/prisma/enums";
import { badRequest, conflict, notFound } from "../http/errors";
import { log } from "../log";
import { formatRupees, toPaise, toRupeeString, type Paise } from "../money";
import { MAX_LINE_QUANTITY } from "../validation/cart";
import type { OrderPlacement } from "../validation/order";
import { orderInclude, toOrderRecord, type OrderRecord } from "./order-records";
import { stockChanged } from "./stock";

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
    if (!product) throw notFound("Product not found");
    if (!product.inStock || product.stockQuantity <= 0) throw conflict(`${product.name} is out of stock`);
    if (product.stockQuantity < quantity) {
      throw conflict(`Only ${product.stockQuantity} of ${product.name} left in stock`);
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

const productColumns = Prisma.sql`"id", "name", "images", "price", "discountPrice", "inStock", "stockQuantity", "weight", "dimensions"`;

/** What the order stores about its delivery (SPEC §3 "deliveryInfo"). */
function deliveryInfo(quote: DeliveryQuote, weightGrams: number) {
  return {
    pincodeData: quote.destination.data,
    estimatedDelivery: quote.destination.estimatedDays,
    shippingCost: shippingCostRecord(quote),
    totalWeight: weightGrams,
  };
}

const PAYMENT_TYPES: Record<PaymentMethod, PaymentType> = { COD: "COD", PHONEPE: "Pre-paid" };

/**
 * Creates an order from the shopper's lines: cash on delivery orders are placed at once
 * ('Order Placed'); online payments start 'Awaiting Payment' with their stock reserved.
 */
export async function placeOrder(
  userId: string,
  input: OrderPlacement,
  paymentMethod: PaymentMethod,
): Promise<OrderRecord> {
  const quantities = mergeLines(input.items);
  const productIds = [...quantities.keys()].sort();

  // Quote first, from an unlocked read: the delivery module uses its own connections.
  const divisor = await volumetricDivisor();
  const preview = priceLines(
    await db().$queryRaw<
      ProductRow[]
    >`SELECT ${productColumns} FROM "products" WHERE "id" IN (${Prisma.join(productIds)})`,
    quantities,
    divisor,
  );
  const { subtotal, weightGrams } = totals(preview);
  const quote = await quoteDelivery({
    pincode: input.address.zipcode,
    weightGrams,
    paymentType: PAYMENT_TYPES[paymentMethod],
    orderValue: subtotal,
  });
  const amount = subtotal + quote.total;
  if (input.amount !== undefined && toPaise(input.amount.toFixed(2)) !== amount) {
    throw conflict(`Prices have changed: your order total is now ${formatRupees(amount)}. Please review your order.`);
  }

  const order = await db().$transaction(
    async (tx) => {
      // Lock the rows in a fixed order (by id) so concurrent orders queue rather than deadlock.
      const lines = priceLines(
        await tx.$queryRaw<ProductRow[]>`
          SELECT ${productColumns} FROM "products" WHERE "id" IN (${Prisma.join(productIds)}) ORDER BY "id" FOR UPDATE`,
        quantities,
        divisor,
      );
      const locked = totals(lines);
      if (locked.subtotal !== subtotal || locked.weightGrams !== weightGrams) {
        throw conflict("Prices have changed while you were ordering. Please review your order.");
      }

      for (const { product, quantity } of lines) {
        const remaining = product.stockQuantity - quantity;
        await tx.product.update({
          where: { id: product.id },
          data: { stockQuantity: remaining, inStock: remaining > 0 },
        });
      }

      const status = paymentMethod === "COD" ? "ORDER_PLACED" : "AWAITING_PAYMENT";
      const created = await tx.order.create({
        data: {
          userId,
          status,
          paymentMethod,
          subtotal: toRupeeString(subtotal),
          shipping: toRupeeString(quote.total),
          amount: toRupeeString(amount),
          address: input.address,
          deliveryInfo: deliveryInfo(quote, weightGrams),
          orderNotes: input.orderNotes || null,
          items: {
            create: lines.map((line) => ({
              productId: line.product.id,
              name: line.product.name,
              image: line.product.images[0] ?? "",
              unitPrice: toRupeeString(line.unitPrice),
              quantity: line.quantity,
              weight: line.product.weight ?? DEFAULT_WEIGHT_GRAMS,
            })),
          },
          statusChanges: { create: { toStatus: status, note: "Order placed by the customer" } },
        },
        include: orderInclude,
      });
      // An online payment clears the cart only once it is confirmed (lib/payments/phonepe/checkout.ts).
      if (paymentMethod === "COD") await tx.cartLine.deleteMany({ where: { userId } });
      return created;
    },
    // Many shoppers may queue for the same rows; wait for them rather than fail.
    { maxWait: 15_000, timeout: 15_000 },
  );
  stockChanged();
  log.info("order_placed", { orderId: order.id, amountPaise: amount, method: paymentMethod });
  return toOrderRecord(order);
}
