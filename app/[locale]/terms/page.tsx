import type { Metadata, ResolvingMetadata } from "next";
import { termsPage } from "@/components/terms/terms-content";
import { renderingForBuild } from "@/lib/cache/storefront-cache";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { indexablePageMetadata, withParentPreview } from "@/lib/seo/page-metadata";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

/** Its preview is the store's (app/opengraph-image.tsx). */
export async function generateMetadata({ params }: LocaleParams, parent: ResolvingMetadata): Promise<Metadata> {
  const locale = await localeOf(params);
  const { title, description } = termsPage[locale];
  return withParentPreview(indexablePageMetadata({ path: "/terms", locale, title, description }), parent);
}

export default async function TermsPage({ params }: LocaleParams) {
  // The Grievance Officer is runtime configuration (lib/env.ts), absent at build: the server
  // discards what the build rendered when it starts (server/index.js), so the page is rendered
  // on its first request with the running configuration.
  if (renderingForBuild()) return null;
  const { heading, Body } = termsPage[await localeOf(params)];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 leading-relaxed text-slate-800">
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{heading}</h1>
      <Body />
    </div>
  );
}
