import Link from "next/link";
import { cachedOtherPostsByAuthor } from "@/lib/blog/posts";
import { formatIndianDate } from "@/lib/dates";
import { log } from "@/lib/log";

/** How many of the author's other posts a post page lists. */
const MORE_FROM_AUTHOR = 3;

/**
 * The author's other posts under a post (SPEC §7 /api/blog/author/{author}, read on the server).
 * Nothing when the author wrote no other post; SPEC §8's 'Failed to fetch author blogs' when the
 * read fails, which costs this list only, never the post around it.
 */
export async function MoreFromAuthor({
  author,
  slug,
  className = "",
}: {
  author: string;
  slug: string;
  className?: string;
}) {
  const posts = await cachedOtherPostsByAuthor(author, slug, MORE_FROM_AUTHOR).catch((error: unknown) => {
    log.error("author_posts_failed", { error });
    return null;
  });
  if (posts?.length === 0) return null;
  return (
    <section
      aria-labelledby="more-from-author"
      className={`rounded-xl border border-slate-200 bg-white p-5 ${className}`}
    >
      <h2 id="more-from-author" className="text-lg font-semibold text-slate-900">
        More from {author}
      </h2>
      {posts === null ? (
        <p className="mt-3 text-sm text-slate-700">Failed to fetch author blogs</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {posts.map((post) => (
            <li key={post.slug} className="text-sm">
              <Link href={`/blog/${post.slug}`} className="font-semibold text-slate-900 hover:underline">
                {post.title}
              </Link>
              <p className="text-slate-600">
                <time dateTime={new Date(post.date).toISOString()}>{formatIndianDate(post.date)}</time> ·{" "}
                {post.readMinute} min read
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
