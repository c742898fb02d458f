import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { Link } from "@/lib/i18n/navigation";
import { RequireLogin } from "@/components/session/require-login";
import { WishlistView } from "@/components/wishlist/wishlist-view";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "account.wishlist" });
  return { title: t("title"), robots: { index: false } };
}

export default async function WishlistPage() {
  const t = await getTranslations("account.wishlist");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label={t("breadcrumb")} className="mb-4 text-sm text-slate-600">
        <Link href="/" className="hover:underline">
          {t("home")}
        </Link>{" "}
        / <span aria-current="page">{t("title")}</span>
      </nav>
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t("heading")}</h1>
      <RequireLogin>
        <WishlistView />
      </RequireLogin>
    </div>
  );
}
