import type { Metadata, ResolvingMetadata } from "next";
import { FeedbackForm } from "@/components/forms/feedback-form";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { indexablePageMetadata, withParentPreview } from "@/lib/seo/page-metadata";

/** Its preview is the store's (app/opengraph-image.tsx). */
export async function generateMetadata({ params }: LocaleParams, parent: ResolvingMetadata): Promise<Metadata> {
  return withParentPreview(
    indexablePageMetadata({
      path: "/feedback",
      locale: await localeOf(params),
      title: "Share your feedback",
      description: "Tell the GanitPlay team how your maths toy or game is working for your child or classroom.",
    }),
    parent,
  );
}

export default function FeedbackPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">Share your feedback</h1>
      <p className="mt-2 text-slate-700">
        How is your GanitPlay toy or game working for your child or classroom? Every review is read by our team in
        Jodhpur.
      </p>
      <div className="mt-8">
        <FeedbackForm />
      </div>
    </div>
  );
}
