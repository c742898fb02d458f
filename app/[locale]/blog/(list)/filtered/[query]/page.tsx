import { notFound } from "next/navigation";
import { cachedVariantSearch } from "@/lib/cache/cached-variants";
import { BlogListing, blogMetadata } from "../../blog-listing";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

export const generateMetadata = blogMetadata;

/** Each tag in use is rendered on its first request, then cached (lib/cache/cached-variants.ts). */
export function generateStaticParams() {
  return [];
}

export default async function FilteredBlogPage({ params }: { params: Promise<{ locale: string; query: string }> }) {
  const search = cachedVariantSearch("/blog", (await params).query);
  if (!search) notFound();
  return <BlogListing search={search} live={false} />;
}
