/**
 * The shopper's orders through the API (SPEC §7), typed as the screens read them. The answers'
 * schemas (lib/wire/order.ts, and zod) are imported with the first call, not with the page.
 */
import { fetchShopperPdf } from "./pdf";
import type { ProductJson } from "../wire/product";
import type { OrderJson, PayOnlineJson } from "../wire/order";
import { rupeesToPaise } from "../money";
import { ApiError, messageOf } from "./api-errors";
import { callApi } from "./api";
import { addToCart } from "./cart-api";
import { callAsShopper } from "./session-api";

/** An order as the API sends it (lib/wire/order.ts). */
export type ShopperOrder = OrderJson;

const wire = () => import("../wire/order");

export async function fetchOrders(): Promise<ShopperOrder[]> {
  const { orderListResponse } = await wire();
  const { orders } = await callAsShopper("/api/order/userorders", orderListResponse);
  return orders;
}

export async function fetchOrder(orderId: string): Promise<ShopperOrder> {
  const { orderResponse } = await wire();
  const { order } = await callAsShopper(`/api/order/details/${encodeURIComponent(orderId)}`, orderResponse, {
    method: "GET",
  });
  return order;
}

/**
 * The order's GST tax invoice, or its latest credit note, as a PDF (GET /api/order/invoice/{id}),
 * fetched with the shopper's token.
 */
export function fetchTaxInvoice(orderId: string, document: "invoice" | "credit-note" = "invoice"): Promise<Blob> {
  return fetchShopperPdf(
    `/api/order/invoice/${encodeURIComponent(orderId)}?document=${document}`,
    "This order has no tax invoice yet",
    "Could not download the invoice",
  );
}

/** Cancels one of the shopper's orders before it ships; answers the order as it now stands. */
export async function cancelOrder(orderId: string, reason: string): Promise<ShopperOrder> {
  const { orderResponse } = await wire();
  const { order } = await callAsShopper("/api/order/cancel", orderResponse, { body: { orderId, reason } });
  return order;
}

/** Cancels some units of the caller's order, the rest going ahead; answers the order as it now stands. */
export async function cancelItems(
  orderId: string,
  items: { orderItemId: string; quantity: number }[],
  reason: string,
): Promise<ShopperOrder> {
  const { orderResponse } = await wire();
  const { order } = await callAsShopper("/api/order/cancel-items", orderResponse, { body: { orderId, items, reason } });
  return order;
}

/** Confirms or cancels a cash on delivery order awaiting its customer's confirmation; answers it as it now stands. */
export async function answerConfirmation(orderId: string, answer: "confirm" | "cancel"): Promise<ShopperOrder> {
  const { orderResponse } = await wire();
  const { order } = await callAsShopper("/api/order/confirmation", orderResponse, { body: { orderId, answer } });
  return order;
}

/** What the payment step asks of cash on delivery: the lines, and the address as far as it is entered. */
export interface CodQuestion {
  items: { productId: string; quantity: number }[];
  address?: { zipcode: string; phone?: string; street?: string };
}

/** Why cash on delivery is refused (the account's limits, the store's rules), or its extra fee (paise) and why. */
export async function checkCod(
  question: CodQuestion,
): Promise<{ reason: string | null; fee: number; feeReason: string | null }> {
  const { codCheckResponse } = await wire();
  const { reason, fee, feeReason } = await callAsShopper("/api/order/cod-check", codCheckResponse, { body: question });
  return { reason, fee: rupeesToPaise(fee), feeReason };
}

/** What paying an unconfirmed cash on delivery order online would cost and save, or null. */
export async function fetchPayOnline(orderId: string): Promise<PayOnlineJson> {
  const { payOnlineResponse } = await wire();
  const path = `/api/order/pay-online?orderId=${encodeURIComponent(orderId)}`;
  return (await callAsShopper(path, payOnlineResponse, { method: "GET" })).payOnline;
}

/** Answers a cash on delivery order's confirmation by its signed link (`endpoint` is /api/track/{token}). */
export async function answerByLink(endpoint: string, answer: "confirm" | "cancel"): Promise<void> {
  const { linkAnswerResponse } = await wire();
  await callApi(`${endpoint}/confirmation`, linkAnswerResponse, { body: { answer } });
}

/** Pays an unconfirmed cash on delivery order online by its signed link; answers PhonePe's page to go to. */
export async function payOnlineByLink(endpoint: string): Promise<string> {
  const { paymentStartedResponse } = await wire();
  return (await callApi(`${endpoint}/pay-online`, paymentStartedResponse, { body: {} })).paymentUrl;
}

/** Opens a PhonePe attempt for the order through `path`; answers PhonePe's page to go to. */
async function startPayment(path: string, orderId: string, idempotencyKey: string): Promise<string> {
  const { paymentStartedResponse } = await wire();
  const { paymentUrl } = await callAsShopper(path, paymentStartedResponse, {
    body: { orderId },
    headers: { "Idempotency-Key": idempotencyKey },
  });
  return paymentUrl;
}

/** Pays an unconfirmed cash on delivery order online instead; answers PhonePe's page to go to. */
export const payOnlineInstead = (orderId: string, idempotencyKey: string) =>
  startPayment("/api/order/pay-online", orderId, idempotencyKey);

/** A new PhonePe attempt for an unpaid order; answers PhonePe's page to go to. */
export const retryPayment = (orderId: string, idempotencyKey: string) =>
  startPayment("/api/order/phonepe/retry", orderId, idempotencyKey);

/** Places an unpaid online order as cash on delivery; answers the order as it now stands. */
export async function switchToPayOnDelivery(orderId: string, idempotencyKey: string): Promise<ShopperOrder> {
  const { orderResponse } = await wire();
  const { order } = await callAsShopper("/api/order/switch-to-cod", orderResponse, {
    body: { orderId },
    headers: { "Idempotency-Key": idempotencyKey },
  });
  return order;
}

export interface ReorderResult {
  added: string[];
  skipped: string[];
}

/**
 * Puts an order's items back in the cart. Products gone from the catalogue or out of stock are
 * skipped (and named); when fewer units are left than were ordered, what is left is added.
 */
export async function reorder(order: ShopperOrder, products: ReadonlyMap<string, ProductJson>): Promise<ReorderResult> {
  const result: ReorderResult = { added: [], skipped: [] };
  for (const item of order.items) {
    const product = item.productId ? products.get(item.productId) : undefined;
    if (!product || !product.inStock || product.stockQuantity <= 0) {
      result.skipped.push(item.name);
      continue;
    }
    try {
      await addToCart(product._id, Math.min(item.quantity, product.stockQuantity));
      result.added.push(item.name);
    } catch (error) {
      // Only 401s end the reorder; a refused line (stock changed meanwhile) is skipped.
      if (error instanceof ApiError && error.status === 401) throw error;
      result.skipped.push(`${item.name} (${messageOf(error, "unavailable")})`);
    }
  }
  return result;
}
