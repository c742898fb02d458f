import type { Metadata } from "next";
import { OrderDetail } from "@/components/orders/order-detail";
import { RequireLogin } from "@/components/session/require-login";

export const metadata: Metadata = { title: "Order details", robots: { index: false } };

export default async function OrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <RequireLogin message="Please login to view your orders">
        <OrderDetail orderId={orderId} />
      </RequireLogin>
    </div>
  );
}
