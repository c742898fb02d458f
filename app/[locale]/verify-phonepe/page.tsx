import type { Metadata } from "next";
import { PaymentVerification } from "@/components/payments/payment-verification";
import { RequireLogin } from "@/components/session/require-login";

export const metadata: Metadata = { title: "Payment verification", robots: { index: false } };

export default async function VerifyPhonePePage({
  searchParams,
}: {
  searchParams: Promise<{ orderId?: string | string[] }>;
}) {
  const { orderId } = await searchParams;
  const id = Array.isArray(orderId) ? orderId[0] : orderId;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <RequireLogin>
        <PaymentVerification orderId={id?.trim() || null} />
      </RequireLogin>
    </div>
  );
}
