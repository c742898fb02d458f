/**
 * A learning map page's structured data (#37): the page as a CollectionPage about its chapter or
 * skill, for the class it names, listing the toys it shows; and its breadcrumb. In the page's
 * language, with the page's own addresses.
 */
import { localizedPath } from "../i18n/addresses";
import { LANGUAGE_TAGS, type Locale } from "../i18n/locales";
import type { TopicWithToys } from "../learning/topics";

export interface LearningPageFacts {
  /** The page's path without the language, e.g. "/learn/class-10-introduction-to-trigonometry". */
  path: string;
  name: string;
  description: string;
  /** The class (or classes) the page is for, as the page names them. */
  educationalLevel: string;
  /** The chapters and skills the page is about, with the toys it lists. */
  topics: TopicWithToys[];
  /** The visible breadcrumb, home first, each with its path. */
  crumbs: { name: string; path: string }[];
  /** The store's public origin (siteUrl()). */
  origin: string;
  locale: Locale;
}

export function learningPageJsonLd(page: LearningPageFacts): Record<string, unknown>[] {
  const address = (path: string) => `${page.origin}${localizedPath(path, page.locale)}`;
  const toys = page.topics.flatMap((topic) => topic.toys.map((toy) => toy.product));
  const listed = [...new Map(toys.map((toy) => [toy.id, toy])).values()];
  return [
    {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      inLanguage: LANGUAGE_TAGS[page.locale].lang,
      url: address(page.path),
      name: page.name,
      description: page.description,
      educationalLevel: page.educationalLevel,
      about: page.topics.map((topic) => ({
        "@type": "DefinedTerm",
        name: topic.title,
        ...(topic.chapter && { inDefinedTermSet: topic.chapter.book }),
      })),
      mainEntity: {
        "@type": "ItemList",
        numberOfItems: listed.length,
        itemListElement: listed.map((toy, index) => ({
          "@type": "ListItem",
          position: index + 1,
          url: address(`/shop/${toy.id}`),
          name: toy.name,
        })),
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: page.crumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: address(crumb.path),
      })),
    },
  ];
}
