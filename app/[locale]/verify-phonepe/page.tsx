import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PaymentVerification } from "@/components/payments/payment-verification";
import { RequireLogin } from "@/components/session/require-login";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "purchase" });
  return { title: t("verification"), robots: { index: false } };
}

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
