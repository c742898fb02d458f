/**
 * The shopper's returns through the API (lib/wire/returns.ts), for the order page; the answers'
 * schemas (and zod) are imported with the first call, not with the page.
 */
import type { OrderReturnsJson } from "../wire/returns";
import type { ReturnRequestInput } from "../validation/order-changes";
import { callAsShopper } from "./session-api";

export type OrderReturns = OrderReturnsJson;

export async function fetchOrderReturns(orderId: string): Promise<OrderReturns> {
  const query = new URLSearchParams({ orderId });
  const { orderReturnsResponse } = await import("../wire/returns");
  const { returns } = await callAsShopper(`/api/order/returns?${query}`, orderReturnsResponse, { method: "GET" });
  return returns;
}

/** Stores one photo for a return of the order; answers its path, to send with the request. */
export async function uploadReturnPhoto(orderId: string, photo: File): Promise<string> {
  const form = new FormData();
  form.set("orderId", orderId);
  form.set("photo", photo);
  const { returnPhotoResponse } = await import("../wire/returns");
  const { path } = await callAsShopper("/api/order/returns/photos", returnPhotoResponse, { body: form });
  return path;
}

export async function requestReturn(request: ReturnRequestInput): Promise<OrderReturns> {
  const { orderReturnsResponse } = await import("../wire/returns");
  const { returns } = await callAsShopper("/api/order/returns", orderReturnsResponse, { body: request });
  return returns;
}
