"use client";

import { useEffect, useState } from "react";
import { Spinner } from "@/components/session/loading-screen";
import { Button, ButtonLink } from "@/components/ui/button";
import { ApiError, isSessionRejection } from "@/lib/client/api-errors";
import { loadCart } from "@/lib/client/cart-api";
import { fetchOrder, type ShopperOrder } from "@/lib/client/orders";
import { callAsShopper } from "@/lib/client/session-api";
import { paymentVerificationResponse, type PaymentRecoveryJson } from "@/lib/wire/order";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { confirmationHref, displayOrderId } from "@/lib/orders/order-view";
import { storeContact } from "@/lib/store-contact";
import { PaymentRecovery } from "./payment-recovery";

type Verification =
  | { status: "verifying" }
  | { status: "success"; message: string; order: ShopperOrder }
  | {
      status: "failure";
      message: string;
      error: string;
      order: ShopperOrder | null;
      pending?: boolean;
      recovery?: PaymentRecoveryJson;
    };

/** Seconds between automatic checks while PhonePe says pending: about three minutes in all. */
const POLL_DELAYS = [2, 4, 8, 16, 32, 60, 60];

/** Asks the store how the payment went; the store asks PhonePe, never trusting the redirect. */
async function verify(orderId: string | null): Promise<Verification> {
  if (!orderId) {
    return {
      status: "failure",
      message: "Invalid payment verification request",
      error: "Missing order information",
      order: null,
    };
  }
  let order: ShopperOrder;
  try {
    order = await fetchOrder(orderId);
  } catch (error) {
    if (isSessionRejection(error)) throw error;
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return {
      status: "failure",
      message: missing ? "Order not found" : "Failed to verify payment status",
      error: missing ? "We could not find this order in your account." : "Please check your connection and try again.",
      order: null,
    };
  }
  if (order.payment) return { status: "success", message: "Payment already completed successfully!", order };
  if (order.paymentMethod === "cod") return { status: "success", message: "Order placed: pay on delivery", order };
  try {
    const reply = await callAsShopper("/api/order/verifyPhonePe", paymentVerificationResponse, {
      body: { orderId, merchantOrderId: order.phonePeOrderId ?? "" },
    });
    if (reply.success) return { status: "success", message: reply.message || "Payment successful", order: reply.order };
    return {
      status: "failure",
      message: reply.message || "Payment verification failed",
      error: reply.error || reply.message || "Payment verification failed",
      order: reply.order,
      pending: reply.paymentState === "PENDING",
      recovery: reply.recovery,
    };
  } catch (error) {
    if (isSessionRejection(error)) throw error;
    return {
      status: "failure",
      message: "Failed to verify payment status",
      error: error instanceof Error ? error.message : "Failed to verify payment status",
      order,
    };
  }
}

function headingOf(state: Exclude<Verification, { status: "verifying" }>, cod: boolean): string {
  if (state.status === "success") return cod ? "Order Placed" : "Payment Successful";
  return state.pending ? "Payment Pending" : "Payment Failed";
}

/**
 * The payment verification screen (SPEC §2, §4): verifying, then success or failure. While
 * PhonePe says pending it checks again by itself with growing pauses, then offers "Check again".
 */
export function PaymentVerification({ orderId }: { orderId: string | null }) {
  const [state, setState] = useState<Verification>({ status: "verifying" });
  const [polling, setPolling] = useState(true);
  // Bumped by "Check again": a new round of automatic checks.
  const [rounds, setRounds] = useState(0);

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function check(attempt: number) {
      verify(orderId)
        .then((result) => {
          if (!current) return;
          setState(result);
          // A settled payment empties the paid lines from the server's cart: show that.
          if (result.status === "success") void loadCart().catch(() => undefined);
          const delay = result.status === "failure" && result.pending ? POLL_DELAYS[attempt] : undefined;
          setPolling(delay !== undefined);
          if (delay !== undefined) timer = setTimeout(() => check(attempt + 1), delay * 1000);
        })
        .catch(() => undefined); // a rejected session redirects to /login by itself
    }
    check(0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [orderId, rounds]);

  const checkAgain = () => {
    setPolling(true);
    setRounds((count) => count + 1);
  };

  if (state.status === "verifying") {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3" role="status">
        <Spinner />
        <h1 className="text-2xl font-bold">Verifying Payment</h1>
        <p className="text-slate-600">Please wait while we confirm your payment with PhonePe...</p>
      </div>
    );
  }

  const success = state.status === "success";
  const pending = !success && state.pending;
  const cod = state.order?.paymentMethod === "cod";
  const heading = headingOf(state, cod);
  const colour = success ? "text-green-800" : pending ? "text-slate-900" : "text-red-700";
  return (
    <div className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 text-center sm:p-8">
      <h1 className={`text-2xl font-bold ${colour}`}>{heading}</h1>
      <p className="mt-2 text-slate-700" role="status">
        {pending && polling
          ? "Waiting for PhonePe to confirm your payment. We will check again automatically."
          : state.message}
      </p>
      {pending && polling && (
        <div className="mt-4 flex justify-center">
          <Spinner />
        </div>
      )}
      {!success && !pending && (
        <p className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="payment-error">
          {state.error}
        </p>
      )}
      {!success && state.recovery && state.order && (
        <PaymentRecovery
          orderId={state.order._id}
          recovery={state.recovery}
          onPlaced={(order) => setState({ status: "success", message: "Order placed: pay on delivery", order })}
        />
      )}
      {state.order && (
        <dl className="mt-6 grid grid-cols-2 gap-2 text-left text-sm">
          <dt className="text-slate-600">Order</dt>
          <dd className="font-semibold">#{displayOrderId(state.order._id)}</dd>
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-semibold">{formatRupees(rupeesToPaise(state.order.amount))}</dd>
          <dt className="text-slate-600">Status</dt>
          <dd className="font-semibold" data-testid="verified-status">
            {state.order.status}
          </dd>
          <dt className="text-slate-600">Payment method</dt>
          <dd className="font-semibold">
            {cod ? "Cash on Delivery" : "PhonePe"}
            {state.order.payment ? " · Paid" : ""}
          </dd>
        </dl>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3 font-semibold">
        {pending && !polling && (
          <Button variant="secondary" size="lg" onClick={checkAgain}>
            Check again
          </Button>
        )}
        {success && (
          <ButtonLink href={confirmationHref(state.order._id)} size="lg">
            View order confirmation
          </ButtonLink>
        )}
        <ButtonLink href="/orders" size="lg" variant={success ? "secondary" : undefined}>
          View My Orders
        </ButtonLink>
        <ButtonLink href="/" variant="secondary" size="lg">
          {success ? "Continue Shopping" : "Go to Home"}
        </ButtonLink>
      </div>
      {storeContact.email && (
        <p className="mt-6 text-sm text-slate-600">
          Questions about a payment? Write to <a href={`mailto:${storeContact.email}`}>{storeContact.email}</a>.
        </p>
      )}
    </div>
  );
}
