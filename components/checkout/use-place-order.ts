"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { checkoutBlocker, type CartLine, type CartTotals } from "@/lib/cart/cart-lines";
import { ApiError, isSessionRejection, messageOf } from "@/lib/client/api-errors";
import type { ShippingQuote } from "@/lib/client/delivery";
import { loadCart } from "@/lib/client/cart-api";
import { notify } from "@/lib/client/notify";
import { callAsShopper } from "@/lib/client/session-api";
import type { AddressForm } from "@/lib/orders/checkout";
import type { Paise } from "@/lib/money";
import type { PaymentMethodValue } from "@/lib/orders/payment-method";
import { confirmationHref } from "@/lib/orders/order-view";
import { orderPlacedResponse, paymentStartedResponse } from "@/lib/wire/order";
import { placementPayload } from "@/lib/wire/order-placement";
import type { PincodeState } from "./use-delivery-quote";

export type Placing = "idle" | "placing" | "placed" | "redirecting";

interface Order {
  lines: readonly CartLine[];
  totals: CartTotals;
  shipping: ShippingQuote | null;
  pincodeState: PincodeState;
  address: AddressForm;
  method: PaymentMethodValue | null;
  notes: string;
  /** The shopper, told of the same order placed minutes ago, wants another. */
  confirmRepeat?: boolean;
  /** A GST invoice to the customer's business profile, with the buyer's purchase order number. */
  gstInvoice?: boolean;
  purchaseOrder?: string;
  /** The promotion code the cart shows applied. */
  couponCode: string | null;
  /** The gift cards and store credit to pay with, and what the summary shows them paying. */
  credit: { giftCardCodes: string[]; useStoreCredit: boolean; paidByCredit: Paise };
}

/** The same order placed minutes ago (or waiting for its payment), as the server named it. */
export interface RepeatedOrder {
  orderId: string;
  awaitingPayment: boolean;
}

/**
 * Place Order (SPEC §4, §9): COD answers at once and opens the order's confirmation, PhonePe sends
 * the browser to pay; `onPlaced` runs once an order exists.
 */
export function usePlaceOrder(onPlaced: () => void) {
  const router = useRouter();
  const t = useTranslations();
  const [placing, setPlacing] = useState<Placing>("idle");
  const [repeat, setRepeat] = useState<RepeatedOrder | null>(null);
  // One key for this checkout's attempts: a repeated or retried Place Order never makes a second order.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  async function place({
    lines,
    totals,
    shipping,
    pincodeState,
    address,
    method,
    notes,
    confirmRepeat,
    gstInvoice,
    purchaseOrder,
    couponCode,
    credit,
  }: Order) {
    setRepeat(null);
    const blocker = checkoutBlocker(lines);
    if (blocker) return notify.error(t(`cart.blocker.${blocker}`));
    if (!method || pincodeState.status !== "valid" || !shipping) {
      return notify.error(t("checkout.pincode.invalid"));
    }
    setPlacing("placing");
    const payload = placementPayload({
      lines,
      totals,
      shipping,
      address,
      paymentMethod: method,
      orderNotes: notes,
      pincodeData: pincodeState.data,
      estimatedDelivery: pincodeState.estimate?.days ?? null,
      confirmRepeat,
      gstInvoice,
      purchaseOrder,
      couponCode,
      credit,
    });
    const request = { body: payload, headers: { "Idempotency-Key": idempotencyKey } };
    try {
      if (method !== "phonepe") {
        const { orderId } = await callAsShopper("/api/order/place", orderPlacedResponse, request);
        setIdempotencyKey(crypto.randomUUID());
        onPlaced();
        setPlacing("placed");
        notify.success(t("checkout.toast.placed"));
        void loadCart().catch(() => undefined);
        // Issue #16 item 5 (over SPEC §4's two seconds then /orders): straight to the confirmation.
        router.replace(confirmationHref(orderId));
        return;
      }
      const reply = await callAsShopper("/api/order/phonepe", paymentStartedResponse, request);
      setIdempotencyKey(crypto.randomUUID());
      if (!reply.paymentUrl) {
        setPlacing("idle");
        return notify.error(t("checkout.toast.noPaymentUrl"));
      }
      onPlaced();
      setPlacing("redirecting");
      notify.info(t("checkout.toast.redirecting"));
      window.location.assign(reply.paymentUrl);
    } catch (error) {
      setPlacing("idle");
      // Another tab (or a Back from PhonePe) placed this very cart minutes ago: ask before a second.
      if (error instanceof ApiError && error.status === 409 && typeof error.fields.repeatOf === "string") {
        return setRepeat({ orderId: error.fields.repeatOf, awaitingPayment: error.fields.awaitingPayment === true });
      }
      if (!isSessionRejection(error)) notify.error(messageOf(error, t("checkout.toast.placeFailed")));
    }
  }

  return { placing, place, repeat };
}
