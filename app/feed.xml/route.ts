import { connection } from "next/server";
import { blogFeed, FEED_MEDIA_TYPE, FEED_SIZE } from "@/lib/blog/feed";
import { cachedNewestPosts } from "@/lib/blog/posts";
import { siteUrl } from "@/lib/env";
import { SHARED_CACHE_CONTROL } from "@/lib/http/responses";

/**
 * The blog's Atom feed. Rendered per request (the build has no database) from the storefront
 * cache's blog entries, which a post's publication expires; shared caches may keep it like the
 * API's public reads.
 */
export async function GET() {
  await connection();
  const posts = await cachedNewestPosts(FEED_SIZE);
  return new Response(blogFeed(posts, siteUrl()), {
    headers: { "Content-Type": `${FEED_MEDIA_TYPE}; charset=utf-8`, "Cache-Control": SHARED_CACHE_CONTROL },
  });
}
