"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/session/loading-screen";
import { ButtonLink } from "@/components/ui/button";
import { checkoutBlocker } from "@/lib/cart/cart-lines";
import { isSessionRejection, messageOf } from "@/lib/client/api";
import { cartStore, loadCart } from "@/lib/client/cart";
import { notify } from "@/lib/client/notify";
import { callAsShopper, sessionStore } from "@/lib/client/session";
import { orderPlacedResponse, paymentStartedResponse } from "@/lib/wire/order";
import { useStore } from "@/lib/client/store";
import {
  addressProblem,
  placementPayload,
  prefillAddress,
  type AddressForm,
  type CheckoutPaymentMethod,
} from "@/lib/orders/checkout";
import { AddressStep } from "./address-step";
import { OrderSummary } from "./order-summary";
import { PaymentStep } from "./payment-step";
import { ReviewStep } from "./review-step";
import { useDeliveryQuote } from "./use-delivery-quote";

/** Time the success message shows before the order list opens (SPEC §9). */
const ORDERS_REDIRECT_MS = 2000;
const STEP_NAMES = ["Payment", "Delivery", "Review"] as const;

type Placing = "idle" | "placing" | "placed" | "redirecting";

/** The three-step checkout (SPEC §2, §4): payment, delivery address, review and place. */
export function CheckoutView() {
  const { user } = useStore(sessionStore);
  const cart = useStore(cartStore);
  const router = useRouter();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [method, setMethod] = useState<CheckoutPaymentMethod | null>(null);
  const [notes, setNotes] = useState("");
  const [address, setAddress] = useState<AddressForm>(() =>
    prefillAddress(user ?? { name: "", email: "", phone: null }),
  );
  const [placing, setPlacing] = useState<Placing>("idle");
  // One key for this checkout's attempts: a repeated or retried Place Order never makes a second order.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const { lines, totals } = cart;
  const { pincodeState, shipping } = useDeliveryQuote(address.zipcode, method, totals.shippingWeight, totals.subtotal);
  const codAvailable = pincodeState.status !== "valid" || pincodeState.data.cod_available;

  useEffect(() => {
    loadCart().catch((error: unknown) => {
      if (!isSessionRejection(error)) notify.error("Failed to load checkout data");
    });
  }, []);

  // A pincode without cash on delivery fills in its city and state and drops a COD choice.
  const [filledFor, setFilledFor] = useState("");
  if (pincodeState.status === "valid" && filledFor !== address.zipcode) {
    setFilledFor(address.zipcode);
    setAddress({
      ...address,
      city: address.city || pincodeState.data.city,
      state: address.state || pincodeState.data.state,
    });
    if (!pincodeState.data.cod_available && method === "cod") setMethod(null);
  }

  if (placing === "placed") {
    return (
      <p role="status" className="rounded-xl bg-green-50 p-8 text-center text-lg font-semibold text-green-800">
        Order placed successfully! Taking you to your orders...
      </p>
    );
  }
  if (cart.status === "idle" || (cart.status === "loading" && lines.length === 0)) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center" role="status">
        <Spinner label="Loading..." />
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="py-16 text-center">
        <p className="text-xl font-semibold text-slate-900">Your cart is empty</p>
        <ButtonLink href="/shop" size="lg" className="mt-6">
          Continue Shopping
        </ButtonLink>
      </div>
    );
  }

  function continueToAddress() {
    if (!method) notify.error("Please select a payment method");
    else setStep(2);
  }

  function review() {
    const problem = addressProblem(address, pincodeState.status === "valid");
    if (problem) notify.error(problem);
    else if (!method) setStep(1);
    else setStep(3);
  }

  async function place() {
    const blocker = checkoutBlocker(lines);
    if (blocker) return notify.error(blocker);
    if (!method || pincodeState.status !== "valid" || !shipping) {
      return notify.error("Please enter a valid and serviceable pincode");
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
      estimatedDelivery: pincodeState.estimate ?? "3-5 days",
    });
    const request = { body: payload, headers: { "Idempotency-Key": idempotencyKey } };
    try {
      if (method === "cod") {
        await callAsShopper("/api/order/place", orderPlacedResponse, request);
        setIdempotencyKey(crypto.randomUUID());
        setPlacing("placed");
        notify.success("Order placed successfully!");
        void loadCart().catch(() => undefined);
        setTimeout(() => router.push("/orders"), ORDERS_REDIRECT_MS);
        return;
      }
      const reply = await callAsShopper("/api/order/phonepe", paymentStartedResponse, request);
      setIdempotencyKey(crypto.randomUUID());
      if (!reply.paymentUrl) {
        setPlacing("idle");
        return notify.error("Payment URL not received");
      }
      setPlacing("redirecting");
      notify.info(reply.message || "Redirecting to PhonePe...");
      window.location.assign(reply.paymentUrl);
    } catch (error) {
      setPlacing("idle");
      if (!isSessionRejection(error)) notify.error(messageOf(error, "Failed to place order"));
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-6">
        <ol className="flex gap-2 text-sm" aria-label="Checkout steps">
          {STEP_NAMES.map((name, index) => (
            <li
              key={name}
              aria-current={step === index + 1 ? "step" : undefined}
              className={`flex-1 rounded-md px-3 py-2 text-center font-semibold ${
                step === index + 1
                  ? "bg-brand-600 text-white"
                  : step > index + 1
                    ? "bg-brand-50 text-brand-700"
                    : "bg-slate-100 text-slate-600"
              }`}
            >
              {index + 1}. {name}
            </li>
          ))}
        </ol>
        <div className="rounded-xl border border-slate-200 bg-white p-6">
          {step === 1 && (
            <PaymentStep
              method={method}
              onMethod={setMethod}
              codAvailable={codAvailable}
              notes={notes}
              onNotes={setNotes}
              onContinue={continueToAddress}
            />
          )}
          {step === 2 && (
            <AddressStep
              address={address}
              onChange={setAddress}
              pincodeState={pincodeState}
              canReview={pincodeState.status === "valid"}
              onBack={() => setStep(1)}
              onReview={review}
            />
          )}
          {step === 3 && method && (
            <ReviewStep
              method={method}
              notes={notes}
              address={address}
              lines={lines}
              placing={placing !== "idle"}
              canPlace={shipping !== null}
              onEdit={setStep}
              onBack={() => setStep(2)}
              onPlace={() => void place()}
            />
          )}
        </div>
        <Link href="/cart" className="font-semibold text-brand-700 hover:underline">
          ← Back to Cart
        </Link>
      </div>
      <OrderSummary
        step={step}
        totals={totals}
        shipping={shipping?.total ?? null}
        method={method}
        pincodeState={pincodeState}
      />
    </div>
  );
}
