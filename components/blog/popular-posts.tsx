import { getLocale, getTranslations } from "next-intl/server";
import { cachedPopularPosts } from "@/lib/blog/posts";
import { partialRead } from "@/lib/cache/storefront-cache";
import { PostLinkList } from "./post-link-list";

/** SPEC §9: popular posts shown. */
const POPULAR_POSTS = 5;

/**
 * The most liked posts (SPEC §2, §7 /api/blog/popular), on the blog's pages, in the page's
 * language. A failed read costs this list only, never the page around it, and is kept in the page
 * cache for seconds only.
 */
export async function PopularPosts({ className = "" }: { className?: string }) {
  const [t, locale] = await Promise.all([getTranslations("blog"), getLocale()]);
  const posts = await partialRead(cachedPopularPosts(POPULAR_POSTS, locale), "popular_posts_failed");
  return (
    <PostLinkList
      id="popular-posts"
      heading={t("popularPosts")}
      failure={t("popularFailed")}
      posts={posts}
      pageLocale={locale}
      ordered
      testId="popular-posts"
      className={className}
      detail={(post) => t("likes", { count: post.likes })}
    />
  );
}
