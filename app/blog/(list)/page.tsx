import { renderingForBuild } from "@/lib/cache/storefront-cache";
import { BlogListing, blogMetadata } from "./blog-listing";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

export const metadata = blogMetadata;

/** The whole blog; proxy.ts sends a search or a tag to its own cached variant (filtered/[query]). */
export default function BlogPage() {
  if (renderingForBuild()) return null;
  return <BlogListing search={new URLSearchParams()} />;
}
