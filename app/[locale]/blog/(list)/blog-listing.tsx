import type { Metadata, ResolvingMetadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { BlogCard } from "@/components/blog/blog-card";
import { PopularPosts } from "@/components/blog/popular-posts";
import { SearchForm } from "@/components/ui/search-form";
import { cachedBlogTags, cachedSearchPosts, searchPosts } from "@/lib/blog/search";
import { localizedPath } from "@/lib/i18n/addresses";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { indexablePageMetadata, withParentPreview } from "@/lib/seo/page-metadata";

/** Every list's metadata; its preview is the blog's (app/blog/opengraph-image.tsx). */
export async function blogMetadata({ params }: LocaleParams, parent: ResolvingMetadata): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: "blog" });
  return withParentPreview(
    indexablePageMetadata({ locale, path: "/blog", title: t("metaTitle"), description: t("metaDescription") }),
    parent,
  );
}

/**
 * The blog list for this search text and tag. Rendered once per tag and cached, or per request
 * (`live`) for free search text or a tag no post has (proxy.ts sends each list address to its
 * variant, lib/cache/cached-variants.ts): nothing here depends on the visitor. In the page's
 * language: search finds the posts' versions in it too, and a post with none is shown in English.
 */
export async function BlogListing({ search, live }: { search: URLSearchParams; live: boolean }) {
  const [q, tag] = [search.get("q") ?? "", search.get("tag") ?? ""];
  const [t, locale] = await Promise.all([getTranslations("blog"), getLocale()]);
  // A live list is kept out of the data cache too: each distinct text or tag would be one more entry.
  const [posts, tags] = await Promise.all([
    (live ? searchPosts : cachedSearchPosts)({ q, tag }, locale),
    cachedBlogTags(),
  ]);
  const tagHref = (value: string) => {
    const params = new URLSearchParams({ ...(q ? { q } : {}), ...(value ? { tag: value } : {}) });
    return params.size ? `/blog?${params}` : "/blog";
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{t("heading")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("intro")}</p>
      <SearchForm
        action={localizedPath("/blog", locale)}
        id="blog-search"
        label={t("searchLabel")}
        placeholder={t("searchPlaceholder")}
        q={q}
        className="mt-6 max-w-xl"
      >
        {tag && <input type="hidden" name="tag" value={tag} />}
      </SearchForm>
      <nav aria-label={t("tags")} className="mt-4 flex flex-wrap gap-2">
        {["", ...tags].map((value) => (
          <Link
            key={value || "all"}
            href={tagHref(value)}
            aria-current={value === tag ? "true" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${value === tag ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-700"}`}
          >
            {value || t("allTags")}
          </Link>
        ))}
      </nav>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {posts.length === 0 ? (
          <p className="text-slate-700">{t("noMatches")}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {posts.map((post, index) => (
              <li key={post.slug} className="flex">
                <BlogCard post={post} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <aside className="h-fit">
          <PopularPosts />
        </aside>
      </div>
    </div>
  );
}
