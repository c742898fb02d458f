import type { Metadata } from "next";
import { localeOf } from "@/lib/i18n/page-locale";
import { ProductView, productMetadata } from "./product-view";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

interface PageProps {
  params: Promise<{ locale: string; id: string }>;
}

/** Each product page is rendered on its first request (never at build: no database there), then cached. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return productMetadata((await params).id, await localeOf(params));
}

export default async function ProductPage({ params }: PageProps) {
  return <ProductView id={(await params).id} locale={await localeOf(params)} />;
}
