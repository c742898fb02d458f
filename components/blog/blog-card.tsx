import Image from "next/image";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { Post } from "@/lib/blog/posts";
import { LikeButton } from "./like-button";
import { EnglishOnlyNote, pageLang, postByline, postLang } from "./post-language";

/** A post on the blog's list, in the page's language, or in English marked so when it has no version in it. */
export async function BlogCard({ post, priority = false }: { post: Post; priority?: boolean }) {
  const [t, locale] = await Promise.all([getTranslations("blog"), getLocale()]);
  return (
    <article
      lang={postLang(post, locale)}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[1200/630] bg-slate-100">
        <Image
          src={post.image}
          alt=""
          fill
          preload={priority}
          fetchPriority={priority ? "high" : undefined}
          sizes="(min-width: 768px) 33vw, 100vw"
          className="object-cover"
          unoptimized
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-700">{post.category}</p>
        <h2 className="text-lg font-semibold text-slate-900">
          <Link href={`/blog/${post.slug}`} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        <EnglishOnlyNote
          post={post}
          pageLocale={locale}
          note={t("englishOnlyShort")}
          className="text-xs font-semibold text-amber-800"
        />
        <p className="text-sm text-slate-700">{post.description}</p>
        <div lang={pageLang(post, locale)} className="mt-auto flex items-end justify-between gap-3 pt-2">
          <p className="text-xs text-slate-600">{postByline(t, post, locale, "cardByline")}</p>
          <LikeButton postId={post.id} title={post.title} likes={post.likes} />
        </div>
      </div>
    </article>
  );
}
