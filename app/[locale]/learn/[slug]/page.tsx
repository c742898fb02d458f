import type { Metadata } from "next";
import { localeOf } from "@/lib/i18n/page-locale";
import { classOfSlug } from "@/lib/learning/learning-map";
import { ClassView, classMetadata } from "./class-view";
import { TopicView, topicMetadata } from "./topic-view";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

interface PageProps {
  params: Promise<{ locale: string; slug: string }>;
}

/** Rendered on first request (never at build: no database there), then cached. */
export function generateStaticParams() {
  return [];
}

/** /learn/class-10 is a class's page; any other address names a chapter or a skill. */
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const [{ slug }, locale] = await Promise.all([params, localeOf(params)]);
  const level = classOfSlug(slug);
  return level === null ? topicMetadata(slug, locale) : classMetadata(level, locale);
}

export default async function LearnPage({ params }: PageProps) {
  const [{ slug }, locale] = await Promise.all([params, localeOf(params)]);
  const level = classOfSlug(slug);
  return level === null ? <TopicView slug={slug} locale={locale} /> : <ClassView level={level} locale={locale} />;
}
