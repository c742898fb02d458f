import { renderingForBuild } from "@/lib/cache/storefront-cache";
import { BlogListing, blogMetadata } from "./blog-listing";

export const metadata = blogMetadata;

/** The whole blog; proxy.ts sends a search or a tag to its own cached variant (filtered/[query]). */
export default function BlogPage() {
  if (renderingForBuild()) return null;
  return <BlogListing search={new URLSearchParams()} />;
}
