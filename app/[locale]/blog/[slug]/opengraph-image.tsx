import { PREVIEW_CONTENT_TYPE, PREVIEW_SIZE, previewImage } from "@/components/seo/preview-image";
import { cachedPost } from "@/lib/blog/posts";
import { formatIndianDate } from "@/lib/dates";
import { localeOf } from "@/lib/i18n/page-locale";
import { site } from "@/lib/site";
import { blogKeySchema } from "@/lib/validation/blog";

export const alt = `A post on the ${site.name} blog: its title, author and date`;
export const size = PREVIEW_SIZE;
export const contentType = PREVIEW_CONTENT_TYPE;

/**
 * Drawn on its first request (never at build: no database there), then kept until a write expires
 * the tag of the cached read it used, so the post's preview changes with the post.
 */
export const dynamic = "force-static";
export function generateStaticParams() {
  return [];
}

// GET /blog/{slug}/opengraph-image – the post's link preview, from the cached blog read, in the
// page's language (its Hindi version under /hi, when it has one)
export default async function Image({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const locale = await localeOf(params);
  const key = blogKeySchema.safeParse((await params).slug);
  const post = key.success ? await cachedPost(key.data, locale) : null;
  if (!post) return new Response("Not found", { status: 404 });
  // Drawn in the language the post is shown in: its English version where it has no Hindi one.
  return previewImage({
    locale: post.lang,
    title: post.title,
    detail: `${post.author} · ${formatIndianDate(post.date, post.lang)}`,
    picture: post.image,
  });
}
