import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { siteUrl } from "@/lib/env";
import { LocaleDocument } from "@/components/layout/locale-document";
import { LOCALES, isLocale } from "@/lib/i18n/locales";
import { FEED_ALTERNATE, TITLE_TEMPLATE, siteOpenGraph } from "@/lib/seo/page-metadata";
import { site } from "@/lib/site";
import "../globals.css";

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/** Both languages' pages are built (proxy.ts routes only these; another is not found below). */
export const generateStaticParams = () => LOCALES.map((locale) => ({ locale }));

export async function generateMetadata({ params }: Pick<LayoutProps, "params">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "layout" });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${site.name} — ${t("tagline")}`, template: TITLE_TEMPLATE },
    description: t("siteDescription"),
    openGraph: siteOpenGraph(locale),
    alternates: { types: FEED_ALTERNATE },
  };
}

export const viewport: Viewport = {
  themeColor: "#1d5fd0",
  width: "device-width",
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  // Every page is rendered per request, with its own CSP nonce (proxy.ts), unless it is a cached
  // public page: those say `dynamic = "force-static"`, which makes this a no-op for them.
  await connection();
  return <LocaleDocument locale={locale}>{children}</LocaleDocument>;
}
