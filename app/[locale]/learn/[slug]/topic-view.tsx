import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { learnTrail, type Crumb } from "@/components/learn/learn-breadcrumb";
import { ClassSetQuote } from "@/components/learn/class-set-quote";
import { LearnPageHead } from "@/components/learn/learn-page-head";
import { TopicToys } from "@/components/learn/topic-toys";
import type { Locale } from "@/lib/i18n/locales";
import { className, classesName, classSlug } from "@/lib/learning/learning-map";
import { cachedTopic, type TopicWithToys } from "@/lib/learning/topics";
import { indexablePageMetadata } from "@/lib/seo/page-metadata";

async function topicTexts(topic: TopicWithToys, locale: Locale) {
  const t = await getTranslations({ locale, namespace: "learn.topic" });
  const classes = classesName(topic.classes, locale);
  const texts = { topic: topic.title, className: classes };
  return { classes, title: t("title", texts), description: t("description", texts) };
}

export async function topicMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const topic = await cachedTopic(slug, locale);
  if (!topic) return { robots: { index: false } };
  const { title, description } = await topicTexts(topic, locale);
  const metadata = indexablePageMetadata({ path: `/learn/${slug}`, locale, title, description });
  // A topic no toy serves yet is a page with nothing to find: kept out of search results.
  return topic.toys.length > 0 ? metadata : { ...metadata, robots: { index: false } };
}

export async function TopicView({ slug, locale }: { slug: string; locale: Locale }) {
  const [topic, t, trail] = await Promise.all([
    cachedTopic(slug, locale),
    getTranslations({ locale, namespace: "learn.topic" }),
    learnTrail(),
  ]);
  if (!topic) notFound();
  const { classes, title, description } = await topicTexts(topic, locale);
  const { from, to } = topic.classes;
  const classCrumb: Crumb[] = from === to ? [{ name: className(from, locale), path: `/learn/${classSlug(from)}` }] : [];
  const path = `/learn/${slug}`;
  const crumbs = [...trail, ...classCrumb, { name: topic.title, path }];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <LearnPageHead
        page={{ path, name: title, description, educationalLevel: classes, topics: [topic], crumbs, locale }}
        note={topic.chapter ? t("chapter", topic.chapter) : [t("skill"), topic.framework].filter(Boolean).join(" · ")}
      />
      <section aria-labelledby="topic-toys" className="mt-8">
        <h2 id="topic-toys" className="text-2xl font-bold text-slate-900">
          {t("toys")}
        </h2>
        <TopicToys topic={slug} toys={topic.toys} locale={locale} />
      </section>
      {topic.toys.length > 0 && <ClassSetQuote topic={slug} locale={locale} />}
    </div>
  );
}
