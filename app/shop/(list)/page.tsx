import { renderingForBuild } from "@/lib/cache/storefront-cache";
import { shopQuerySchema } from "@/lib/validation/catalogue";
import { ShopListing, shopMetadata } from "./shop-listing";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

export const metadata = shopMetadata;

/** The unfiltered shop; proxy.ts sends a filtered one to its own cached variant (filtered/[query]). */
export default function ShopPage() {
  if (renderingForBuild()) return null;
  return <ShopListing query={shopQuerySchema.parse({})} />;
}
