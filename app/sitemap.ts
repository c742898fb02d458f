import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { db } from "@/lib/db";
import { siteUrl } from "@/lib/env";
import { localizedPath } from "@/lib/i18n/addresses";
import { LOCALES } from "@/lib/i18n/locales";
import { listIndexedLearnPages } from "@/lib/learning/topics";
import { languageAlternates } from "@/lib/seo/page-metadata";

const STATIC_PAGES = ["/", "/about", "/shop", "/blog", "/contact", "/terms", "/feedback", "/gift-cards"];

type Entry = Omit<MetadataRoute.Sitemap[number], "url">;

/**
 * Every product, published blog post, learning map page and static page, with when each last changed: once per
 * language, each address naming the page's address in every language (hreflang).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const base = siteUrl();
  const [products, posts, learnPages] = await Promise.all([
    db().product.findMany({ select: { id: true, updatedAt: true } }),
    db().blogPost.findMany({ where: { published: true }, select: { slug: true, updatedAt: true } }),
    listIndexedLearnPages(),
  ]);
  const inEveryLanguage = (path: string, entry: Entry) => {
    const languages = Object.fromEntries(
      Object.entries(languageAlternates(path)).map(([language, address]) => [language, `${base}${address}`]),
    );
    return LOCALES.map((locale) => ({
      url: `${base}${localizedPath(path, locale)}`,
      ...entry,
      alternates: { languages },
    }));
  };
  return [
    ...STATIC_PAGES.flatMap((path) => inEveryLanguage(path, { changeFrequency: "weekly" })),
    ...products.flatMap((product) => inEveryLanguage(`/shop/${product.id}`, { lastModified: product.updatedAt })),
    ...posts.flatMap((post) => inEveryLanguage(`/blog/${post.slug}`, { lastModified: post.updatedAt })),
    ...learnPages.flatMap(({ path, lastModified }) => inEveryLanguage(path, { lastModified })),
  ];
}
