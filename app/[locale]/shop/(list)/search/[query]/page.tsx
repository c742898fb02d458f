import { shopQueryOf, variantSearch } from "@/lib/cache/cached-variants";
import { ShopListing, shopMetadata } from "../../shop-listing";

/** Filters the store does not link to, such as free search text: rendered per request, never cached (lib/cache/cached-variants.ts). */
export const dynamic = "force-dynamic";

export const generateMetadata = shopMetadata;

export default async function ShopSearchPage({ params }: { params: Promise<{ locale: string; query: string }> }) {
  return <ShopListing query={shopQueryOf(variantSearch((await params).query))} live />;
}
