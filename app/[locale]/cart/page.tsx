import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CartView } from "@/components/cart/cart-view";
import { RequireLogin } from "@/components/session/require-login";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "purchase" });
  return { title: t("cart"), robots: { index: false } };
}

export default async function CartPage() {
  const t = await getTranslations("purchase");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t("cart")}</h1>
      <RequireLogin>
        <CartView />
      </RequireLogin>
    </div>
  );
}
