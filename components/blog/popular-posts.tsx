import { cachedPopularPosts } from "@/lib/blog/posts";
import { log } from "@/lib/log";
import { PostLinkList } from "./post-link-list";

/** SPEC §9: popular posts shown. */
const POPULAR_POSTS = 5;

/**
 * The most liked posts (SPEC §2, §7 /api/blog/popular), on the blog's pages. A failed read costs
 * this list only, never the page around it.
 */
export async function PopularPosts({ className = "" }: { className?: string }) {
  const posts = await cachedPopularPosts(POPULAR_POSTS).catch((error: unknown) => {
    log.error("popular_posts_failed", { error });
    return null;
  });
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
