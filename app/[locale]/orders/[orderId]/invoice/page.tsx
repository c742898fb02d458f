import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Invoice } from "@/components/orders/invoice";
import { RequireLogin } from "@/components/session/require-login";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "purchase" });
  return { title: t("invoice"), robots: { index: false } };
}

export default async function InvoicePage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const t = await getTranslations("purchase");
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <RequireLogin message={t("loginForOrders")}>
        <Invoice orderId={orderId} />
      </RequireLogin>
    </div>
  );
}
