import type { Metadata } from "next";
import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { cache } from "react";
import { LikeButton } from "@/components/blog/like-button";
import { MoreFromAuthor } from "@/components/blog/more-from-author";
import { PopularPosts } from "@/components/blog/popular-posts";
import { EnglishOnlyNote, pageLang, postByline, postLang } from "@/components/blog/post-language";
import { JsonLd } from "@/components/seo/json-ld";
import { cachedPost } from "@/lib/blog/posts";
import { siteUrl } from "@/lib/env";
import { localizedPath } from "@/lib/i18n/addresses";
import { LANGUAGE_TAGS, type Locale } from "@/lib/i18n/locales";
import { indexablePageMetadata } from "@/lib/seo/page-metadata";
import { site } from "@/lib/site";
import { localeOf } from "@/lib/i18n/page-locale";
import { blogKeySchema } from "@/lib/validation/blog";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

interface PageProps {
  params: Promise<{ locale: string; slug: string }>;
}

/**
 * The post by slug (or id) in the page's language (in English when it has no version in it),
 * read once per request; null when there is none or the key is unreadable.
 */
const findPost = cache(async (slug: string, locale: Locale) => {
  const key = blogKeySchema.safeParse(slug);
  return key.success ? cachedPost(key.data, locale) : null;
});

/** Each post is rendered on its first request (never at build: no database there), then cached. */
export function generateStaticParams() {
  return [];
}

/** Its title and description in the language the post is shown in. */
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await localeOf(params);
  const post = await findPost((await params).slug, locale);
  if (!post) {
    const t = await getTranslations({ locale, namespace: "blog" });
    return { title: t("notFound"), robots: { index: false } };
  }
  const page = indexablePageMetadata({
    path: `/blog/${post.slug}`,
    locale,
    title: post.title,
    description: post.description,
    article: { publishedTime: new Date(post.date).toISOString(), authors: [post.author] },
  });
  return {
    ...page,
    // No `images`: the PNG of ./opengraph-image.tsx is the preview (Open Graph and Twitter).
    twitter: { card: "summary_large_image", title: post.title, description: page.description ?? undefined },
  };
}

/**
 * A post in the page's language; one without a version in it is shown in English, marked as
 * English (`lang`) under a note in the page's language.
 */
export default async function BlogPostPage({ params }: PageProps) {
  const locale = await localeOf(params);
  const [post, t] = await Promise.all([
    findPost((await params).slug, locale),
    getTranslations({ locale, namespace: "blog" }),
  ]);
  if (!post) notFound();
  const published = new Date(post.date).toISOString();
  const chrome = pageLang(post, locale);

  return (
    <article lang={postLang(post, locale)} className="mx-auto max-w-3xl px-4 py-10">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          description: post.description,
          inLanguage: LANGUAGE_TAGS[post.lang].lang,
          image: new URL(post.image, siteUrl()).href,
          datePublished: published,
          author: { "@type": "Person", name: post.author },
          publisher: { "@type": "Organization", name: site.name },
          mainEntityOfPage: `${siteUrl()}${localizedPath(`/blog/${post.slug}`, locale)}`,
          keywords: post.tags.join(", "),
        }}
      />
      <Link href="/blog" lang={chrome} className="text-sm font-semibold text-brand-700 hover:underline">
        {t("backToBlog")}
      </Link>
      <EnglishOnlyNote
        post={post}
        pageLocale={locale}
        note={t("englishOnly")}
        className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      />
      <p className="mt-6 text-sm font-medium uppercase tracking-wide text-brand-700">{post.category}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 md:text-4xl">{post.title}</h1>
      <p lang={chrome} className="mt-3 text-sm text-slate-600">
        {postByline(t, post, locale, "byline")}
      </p>
      <div className="relative mt-6 aspect-[1200/630] overflow-hidden rounded-xl bg-slate-100">
        <Image
          src={post.image}
          alt=""
          fill
          priority
          sizes="(min-width: 768px) 48rem, 100vw"
          className="object-cover"
          unoptimized
        />
      </div>
      <div
        className="prose-blog mt-8"
        // Sanitized on save and again on read (lib/blog/sanitize.ts).
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      <div lang={chrome}>
        <div className="mt-8">
          <LikeButton postId={post.id} title={post.title} likes={post.likes} />
        </div>
        <ul aria-label={t("tags")} className="mt-8 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                href={`/blog?tag=${encodeURIComponent(tag)}`}
                className="rounded-full border border-slate-300 px-3 py-1 text-sm"
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col gap-6">
          <MoreFromAuthor author={post.author} slug={post.slug} />
          <PopularPosts />
        </div>
      </div>
    </article>
  );
}
