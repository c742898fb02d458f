import { searchRecord, variantSearch } from "@/lib/cache/cached-variants";
import { shopQuerySchema } from "@/lib/validation/catalogue";
import { ShopListing, shopMetadata } from "../../shop-listing";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

export const metadata = shopMetadata;

/** Each set of filters is rendered on its first request, then cached (lib/cache/cached-variants.ts). */
export function generateStaticParams() {
  return [];
}

export default async function FilteredShopPage({ params }: { params: Promise<{ query: string }> }) {
  const search = variantSearch((await params).query);
  return <ShopListing query={shopQuerySchema.parse(searchRecord(search))} />;
}
