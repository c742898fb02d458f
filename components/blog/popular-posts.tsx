import { cachedPopularPosts } from "@/lib/blog/posts";
import { partialRead } from "@/lib/cache/storefront-cache";
import { PostLinkList } from "./post-link-list";

/** SPEC §9: popular posts shown. */
const POPULAR_POSTS = 5;

/**
 * The most liked posts (SPEC §2, §7 /api/blog/popular), on the blog's pages. A failed read costs
 * this list only, never the page around it, and is kept in the page cache for seconds only.
 */
export async function PopularPosts({ className = "" }: { className?: string }) {
  const posts = await partialRead(cachedPopularPosts(POPULAR_POSTS), "popular_posts_failed");
  return (
    <PostLinkList
      id="popular-posts"
      heading="Popular posts"
      failure="Failed to fetch popular blogs"
      posts={posts}
      ordered
      testId="popular-posts"
      className={className}
      detail={(post) => `${post.likes} ${post.likes === 1 ? "like" : "likes"}`}
    />
  );
}
