import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { LazyCheckoutView } from "@/components/checkout/lazy-checkout-view";
import { RequireLogin } from "@/components/session/require-login";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "purchase" });
  return { title: t("checkout"), robots: { index: false } };
}

export default async function PlaceOrderPage() {
  const t = await getTranslations("purchase");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t("checkout")}</h1>
      <RequireLogin message={t("loginToContinue")}>
        {/* The step is read from the address bar (useSearchParams), known only in the browser. */}
        <Suspense>
          <LazyCheckoutView />
        </Suspense>
      </RequireLogin>
    </div>
  );
}
