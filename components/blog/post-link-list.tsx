import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import type { ReactNode } from "react";
import { postLang } from "./post-language";

/**
 * A box of links to posts beside a blog page (popular posts, more from the author), or SPEC §8's
 * `failure` text when its read failed (`posts` is null). A title in another language than the
 * page's (an English post on a Hindi page) says so with its `lang`.
 */
export function PostLinkList<Post extends { slug: string; title: string; lang: Locale }>({
  id,
  heading,
  failure,
  posts,
  pageLocale,
  detail,
  ordered = false,
  testId,
  className = "",
}: {
  id: string;
  heading: ReactNode;
  failure: string;
  posts: Post[] | null;
  pageLocale: Locale;
  /** The line under each title. */
  detail: (post: Post) => ReactNode;
  ordered?: boolean;
  testId?: string;
  className?: string;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-slate-200 bg-white p-5 ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {posts === null ? (
        <p className="mt-3 text-sm text-slate-700">{failure}</p>
      ) : (
        <List className="mt-3 flex flex-col gap-3" data-testid={testId}>
          {posts.map((post) => (
            <li key={post.slug} className="text-sm">
              <Link
                href={`/blog/${post.slug}`}
                lang={postLang(post, pageLocale)}
                className="font-semibold text-slate-900 hover:underline"
              >
                {post.title}
              </Link>
              <p className="text-slate-600">{detail(post)}</p>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
