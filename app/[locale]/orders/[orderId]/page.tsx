import type { Metadata } from "next";
import { OrderConfirmation } from "@/components/orders/order-confirmation";
import { OrderDetail } from "@/components/orders/order-detail";
import { RequireLogin } from "@/components/session/require-login";

export const metadata: Metadata = { title: "Order details", robots: { index: false } };

export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ orderId: string }>;
  searchParams: Promise<{ placed?: string | string[] }>;
}) {
  const [{ orderId }, { placed }] = await Promise.all([params, searchParams]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <RequireLogin message="Please login to view your orders">
        {/* Right after checkout or a verified payment: the confirmation (issue #16 item 5). */}
        {placed === "1" ? <OrderConfirmation orderId={orderId} /> : <OrderDetail orderId={orderId} />}
      </RequireLogin>
    </div>
  );
}
