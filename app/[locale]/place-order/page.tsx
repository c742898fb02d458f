import type { Metadata } from "next";
import { Suspense } from "react";
import { LazyCheckoutView } from "@/components/checkout/lazy-checkout-view";
import { RequireLogin } from "@/components/session/require-login";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

export default function PlaceOrderPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Checkout</h1>
      <RequireLogin message="Please login to continue">
        {/* The step is read from the address bar (useSearchParams), known only in the browser. */}
        <Suspense>
          <LazyCheckoutView />
        </Suspense>
      </RequireLogin>
    </div>
  );
}
