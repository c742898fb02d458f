import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import { RequireLogin } from "@/components/session/require-login";

export const metadata: Metadata = { title: "Shopping Cart", robots: { index: false } };

export default function CartPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Shopping Cart</h1>
      <RequireLogin>
        <CartView />
      </RequireLogin>
    </div>
  );
}
