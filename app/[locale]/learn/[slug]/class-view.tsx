import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { learnTrail } from "@/components/learn/learn-breadcrumb";
import { LearnPageHead } from "@/components/learn/learn-page-head";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { className, classSlug, type ClassLevel } from "@/lib/learning/learning-map";
import { cachedClassTopics, type TopicWithToys } from "@/lib/learning/topics";
import { indexablePageMetadata } from "@/lib/seo/page-metadata";

/** A class's page: its title says whether it goes chapter by chapter or skill by skill. */
async function classTexts(level: ClassLevel, locale: Locale) {
  const [topics, t] = await Promise.all([
    cachedClassTopics(level, locale),
    getTranslations({ locale, namespace: "learn.classPage" }),
  ]);
  const name = className(level, locale);
  const hasChapters = topics.some((topic) => topic.kind === "chapter");
  return {
    t,
    topics,
    name,
    title: t(hasChapters ? "chaptersTitle" : "skillsTitle", { className: name }),
    description: t("description", { className: name }),
  };
}

export async function classMetadata(level: ClassLevel, locale: Locale): Promise<Metadata> {
  const { topics, title, description } = await classTexts(level, locale);
  if (topics.length === 0) return { robots: { index: false } };
  return indexablePageMetadata({ path: `/learn/${classSlug(level)}`, locale, title, description });
}

function TopicSection({ heading, topics }: { heading: string; topics: TopicWithToys[] }) {
  if (topics.length === 0) return null;
  return (
    <section className="mt-8">
      <h2 className="text-2xl font-bold text-slate-900">{heading}</h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-2">
        {topics.map((topic) => (
          <li key={topic.slug} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="text-lg font-semibold">
              <Link href={`/learn/${topic.slug}`} className="text-brand-800 hover:underline">
                {topic.chapter ? `${topic.chapter.number}. ${topic.title}` : topic.title}
              </Link>
            </h3>
            <ul className="mt-2 space-y-2 text-sm text-slate-700">
              {topic.toys.map(({ product, how }) => (
                <li key={product.id}>
                  <Link href={`/shop/${product.id}`} className="font-medium text-brand-700 hover:underline">
                    {product.name}
                  </Link>
                  : {how}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A class's chapters book by book (class 12 has two parts), in the map's order. */
function byBook(topics: TopicWithToys[]) {
  const books: { book: string; edition: string; chapters: TopicWithToys[] }[] = [];
  for (const topic of topics) {
    if (!topic.chapter) continue;
    const { book, edition } = topic.chapter;
    const last = books.at(-1);
    if (last?.book === book && last.edition === edition) last.chapters.push(topic);
    else books.push({ book, edition, chapters: [topic] });
  }
  return books;
}

export async function ClassView({ level, locale }: { level: ClassLevel; locale: Locale }) {
  const [{ t, topics, name, title, description }, trail] = await Promise.all([classTexts(level, locale), learnTrail()]);
  if (topics.length === 0) notFound();
  const path = `/learn/${classSlug(level)}`;
  const crumbs = [...trail, { name, path }];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <LearnPageHead page={{ path, name: title, description, educationalLevel: name, topics, crumbs, locale }} />
      {topics.some((topic) => topic.toys.length > 0) && (
        <p className="mt-4">
          {/* The shop's own filter by class (lib/catalog/search.ts): with every other filter and sort. */}
          <Link href={`/shop?class=${level}`} className="font-semibold text-brand-800 hover:underline">
            {t("inShop", { className: name })}
          </Link>
        </p>
      )}
      <TopicSection heading={t("skills")} topics={topics.filter((topic) => topic.kind === "skill")} />
      {byBook(topics).map(({ book, edition, chapters }) => (
        <TopicSection key={`${book} ${edition}`} heading={t("chapters", { book, edition })} topics={chapters} />
      ))}
    </div>
  );
}
