import type { Metadata } from "next";
import { localeOf } from "@/lib/i18n/page-locale";
import { ProductView, productMetadata } from "../../product-view";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

interface PageProps {
  params: Promise<{ locale: string; id: string; page: string }>;
}

/** Another page of a product's reviews: in the path, not the query, so it is cached like the product page. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return productMetadata((await params).id, await localeOf(params));
}

export default async function ProductReviewsPage({ params }: PageProps) {
  const { id, page } = await params;
  return <ProductView id={id} locale={await localeOf(params)} reviewPage={page} />;
}
