/** The reference (UTR) of the bank transfer a shopper paid an order with (POST /api/order/transfer-reference). */
import type { ShopperOrder } from "./orders";
import { callAsShopper } from "./session-api";

/** Answers the order as it now stands: paid at once when the store already has that transfer. */
export async function giveTransferReference(orderId: string, utr: string): Promise<ShopperOrder> {
  const { orderResponse } = await import("../wire/order");
  return (await callAsShopper("/api/order/transfer-reference", orderResponse, { body: { orderId, utr } })).order;
}
