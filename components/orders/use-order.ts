"use client";

import { useEffect, useState } from "react";
import { ApiError, isSessionRejection } from "@/lib/client/api-errors";
import { fetchOrder, type ShopperOrder } from "@/lib/client/orders";

export type OrderState =
  { status: "loading" } | { status: "ready"; order: ShopperOrder } | { status: "missing" } | { status: "error" };

/**
 * One of the shopper's orders; someone else's reads as missing (the API answers 404). `replace`
 * shows the order as a change (a cancellation) answered it, without loading it again.
 */
export function useOrder(orderId: string): { state: OrderState; replace: (order: ShopperOrder) => void } {
  const [state, setState] = useState<{ id: string; value: OrderState } | null>(null);

  useEffect(() => {
    let current = true;
    fetchOrder(orderId)
      .then((order) => current && setState({ id: orderId, value: { status: "ready", order } }))
      .catch((error: unknown) => {
        if (!current || isSessionRejection(error)) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState({ id: orderId, value: { status: missing ? "missing" : "error" } });
      });
    return () => {
      current = false;
    };
  }, [orderId]);

  const replace = (order: ShopperOrder) => setState({ id: order._id, value: { status: "ready", order } });
  return { state: state?.id === orderId ? state.value : { status: "loading" }, replace };
}
