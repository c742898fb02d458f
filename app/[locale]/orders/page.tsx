import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrdersView } from "@/components/orders/orders-view";
import { RequireLogin } from "@/components/session/require-login";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "purchase" });
  return { title: t("orders"), robots: { index: false } };
}

export default async function OrdersPage() {
  const t = await getTranslations("purchase");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t("orders")}</h1>
      <RequireLogin message={t("loginForOrders")}>
        <OrdersView />
      </RequireLogin>
    </div>
  );
}
