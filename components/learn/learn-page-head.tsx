import { JsonLd } from "@/components/seo/json-ld";
import { siteUrl } from "@/lib/env";
import { learningPageJsonLd, type LearningPageFacts } from "@/lib/seo/learning-json-ld";
import { LearnBreadcrumb } from "./learn-breadcrumb";

/**
 * The head of a class's or a topic's page: its structured data, its breadcrumb, its title and
 * what it is about (`note`: a line between them, a chapter's book).
 */
export function LearnPageHead({ page, note }: { page: Omit<LearningPageFacts, "origin">; note?: string }) {
  return (
    <>
      {learningPageJsonLd({ ...page, origin: siteUrl() }).map((data) => (
        <JsonLd key={String(data["@type"])} data={data} />
      ))}
      <LearnBreadcrumb trail={page.crumbs} />
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{page.name}</h1>
      {note && <p className="mt-2 text-slate-600">{note}</p>}
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{page.description}</p>
    </>
  );
}
