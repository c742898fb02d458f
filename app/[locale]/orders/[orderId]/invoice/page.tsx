import type { Metadata } from "next";
import { Invoice } from "@/components/orders/invoice";
import { RequireLogin } from "@/components/session/require-login";

export const metadata: Metadata = { title: "Tax invoice", robots: { index: false } };

export default async function InvoicePage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <RequireLogin message="Please login to view your orders">
        <Invoice orderId={orderId} />
      </RequireLogin>
    </div>
  );
}
