import { blogSearch, variantSearch } from "@/lib/cache/cached-variants";
import { BlogListing, blogMetadata } from "../../blog-listing";

/** Free search text or a tag no post has: rendered per request, never cached (lib/cache/cached-variants.ts). */
export const dynamic = "force-dynamic";

export const generateMetadata = blogMetadata;

export default async function BlogSearchPage({ params }: { params: Promise<{ locale: string; query: string }> }) {
  return <BlogListing search={new URLSearchParams(blogSearch(variantSearch((await params).query)))} live />;
}
