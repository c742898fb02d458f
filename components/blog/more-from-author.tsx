import { getLocale, getTranslations } from "next-intl/server";
import { cachedOtherPostsByAuthor } from "@/lib/blog/posts";
import { partialRead } from "@/lib/cache/storefront-cache";
import { postByline } from "./post-language";
import { PostLinkList } from "./post-link-list";

/** How many of the author's other posts a post page lists. */
const MORE_FROM_AUTHOR = 3;

/**
 * The author's other posts under a post (SPEC §7 /api/blog/author/{author}, read on the server),
 * in the page's language. Nothing when the author wrote no other post; SPEC §8's 'Failed to fetch
 * author blogs' when the read fails, which costs this list only, never the post around it (kept
 * for seconds only).
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
  const [t, locale] = await Promise.all([getTranslations("blog"), getLocale()]);
  const posts = await partialRead(
    cachedOtherPostsByAuthor(author, slug, MORE_FROM_AUTHOR, locale),
    "author_posts_failed",
  );
  if (posts?.length === 0) return null;
  return (
    <PostLinkList
      id="more-from-author"
      heading={t("moreFrom", { author })}
      failure={t("authorFailed")}
      posts={posts}
      pageLocale={locale}
      className={className}
      detail={(post) => postByline(t, post, locale, "dateAndMinutes")}
    />
  );
}
