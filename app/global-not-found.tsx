import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { LocaleDocument } from "@/components/layout/locale-document";
import { ButtonLink } from "@/components/ui/button";
import { NoticePage } from "@/components/ui/notice-page";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { site } from "@/lib/site";
import "./globals.css";

/** The title of every not-found page: the store's own, as the language's layout gives it. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await notFoundLocale(), namespace: "layout" });
  return { title: `${site.name} — ${t("tagline")}` };
}

/** The language of the address asked for (proxy.ts's header), English for one outside the pages. */
async function notFoundLocale() {
  const locale = await getLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** An address no route has, in its language's document (the header and footer stay). */
export default async function RootNotFound() {
  const locale = await notFoundLocale();
  const t = await getTranslations({ locale, namespace: "layout.notFound" });
  return (
    <LocaleDocument locale={locale}>
      <NoticePage title={t("title")} message={t("message")}>
        <ButtonLink href="/shop" size="lg">
          {t("backToShop")}
        </ButtonLink>
      </NoticePage>
    </LocaleDocument>
  );
}
