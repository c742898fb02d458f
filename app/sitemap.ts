import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { db } from "@/lib/db";
import { siteUrl } from "@/lib/env";

const STATIC_PAGES = ["/", "/about", "/shop", "/blog", "/contact", "/terms", "/feedback"];

/** Every product, published blog post and static page, with when each last changed. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const base = siteUrl();
  const [products, posts] = await Promise.all([
    db().product.findMany({ select: { id: true, updatedAt: true } }),
    db().blogPost.findMany({ where: { published: true }, select: { slug: true, updatedAt: true } }),
  ]);
  return [
    ...STATIC_PAGES.map((path) => ({ url: `${base}${path}`, changeFrequency: "weekly" as const })),
    ...products.map((product) => ({ url: `${base}/shop/${product.id}`, lastModified: product.updatedAt })),
    ...posts.map((post) => ({ url: `${base}/blog/${post.slug}`, lastModified: post.updatedAt })),
  ];
}
