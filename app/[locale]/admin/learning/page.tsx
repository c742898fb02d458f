import { PageHeader } from "@/components/admin/page-header";
import { StorefrontLink } from "@/components/admin/storefront-link";
import { TopicTitlesForm } from "@/components/admin/topic-titles-form";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { listTopicsForAdmin, type AdminTopic } from "@/lib/learning/admin-learning";
import { saveTopicTitlesAction } from "./actions";

export const metadata = { title: "Learning map" };

/**
 * The learning map (#37): every NCERT chapter and early-years skill the store's toys are linked to,
 * by class, with its titles in English and Hindi as /learn shows them. The map's data and sources
 * are in the repository (prisma/seed-data/learning-map.ts, docs/learning-map-sources.md); which
 * toys serve a topic is set on each product's page.
 */
export default async function LearningMapPage() {
  await requireAdminPage();
  const topics = await listTopicsForAdmin();
  const byClasses = new Map<string, AdminTopic[]>();
  for (const topic of topics) byClasses.set(topic.classes, [...(byClasses.get(topic.classes) ?? []), topic]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeader title="Learning map" />
        <StorefrontLink href="/learn">View /learn</StorefrontLink>
      </div>
      <p className="text-sm text-slate-600">
        The titles are NCERT&apos;s own, in the English and Hindi-medium books: correct one only against the book. Which
        toys serve a chapter or skill, and how, is set on each product&apos;s page.
      </p>
      {[...byClasses].map(([classes, inClass]) => (
        <section key={classes} aria-label={classes} className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold text-slate-900">{classes}</h2>
          <ul className="flex flex-col gap-3">
            {inClass.map((topic) => (
              <li key={topic.slug}>
                <TopicTitlesForm action={saveTopicTitlesAction} topic={topic} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
