import type { Metadata } from "next";
import { OrdersView } from "@/components/orders/orders-view";
import { RequireLogin } from "@/components/session/require-login";

export const metadata: Metadata = { title: "My Orders", robots: { index: false } };

export default function OrdersPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">My Orders</h1>
      <RequireLogin message="Please login to view your orders">
        <OrdersView />
      </RequireLogin>
    </div>
  );
}
