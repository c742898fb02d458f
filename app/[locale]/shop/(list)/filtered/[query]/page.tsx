import { notFound } from "next/navigation";
import { cachedVariantSearch, shopQueryOf } from "@/lib/cache/cached-variants";
import { ShopListing, shopMetadata } from "../../shop-listing";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

export const generateMetadata = shopMetadata;

/** Each set of filters is rendered on its first request, then cached (lib/cache/cached-variants.ts). */
export function generateStaticParams() {
  return [];
}

export default async function FilteredShopPage({ params }: { params: Promise<{ locale: string; query: string }> }) {
  const search = cachedVariantSearch("/shop", (await params).query);
  if (!search) notFound();
  return <ShopListing query={shopQueryOf(search)} live={false} />;
}
