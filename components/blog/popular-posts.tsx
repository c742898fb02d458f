import Link from "next/link";
import { cachedPopularPosts } from "@/lib/blog/posts";
import { log } from "@/lib/log";

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
    <section aria-labelledby="popular-posts" className={`rounded-xl border border-slate-200 bg-white p-5 ${className}`}>
      <h2 id="popular-posts" className="text-lg font-semibold text-slate-900">
        Popular posts
      </h2>
      {posts === null ? (
        <p className="mt-3 text-sm text-slate-700">Failed to fetch popular blogs</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3" data-testid="popular-posts">
          {posts.map((post) => (
            <li key={post.slug} className="text-sm">
              <Link href={`/blog/${post.slug}`} className="font-semibold text-slate-900 hover:underline">
                {post.title}
              </Link>
              <p className="text-slate-600">
                {post.likes} {post.likes === 1 ? "like" : "likes"}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
