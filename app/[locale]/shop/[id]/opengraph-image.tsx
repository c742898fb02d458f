import { PREVIEW_CONTENT_TYPE, PREVIEW_SIZE, previewImage } from "@/components/seo/preview-image";
import { sellingPrice } from "@/lib/catalog/pricing";
import { cachedProduct } from "@/lib/catalog/product-reads";
import { localeOf } from "@/lib/i18n/page-locale";
import { formatRupees } from "@/lib/money";
import { site } from "@/lib/site";

export const alt = `A ${site.name} toy: its name, price and picture`;
export const size = PREVIEW_SIZE;
export const contentType = PREVIEW_CONTENT_TYPE;

/**
 * Drawn on its first request (never at build: no database there), then kept until a write expires
 * the tag of the cached read it used, so the product's preview changes with the product.
 */
export const dynamic = "force-static";
export function generateStaticParams() {
  return [];
}

// GET /shop/{id}/opengraph-image – the product's link preview, from the cached catalogue read
export default async function Image({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const locale = await localeOf(params);
  const product = await cachedProduct((await params).id, locale);
  if (!product) return new Response("Not found", { status: 404 });
  return previewImage({
    locale,
    title: product.name,
    detail: formatRupees(sellingPrice(product.price, product.discountPrice)),
    picture: product.images[0],
  });
}
