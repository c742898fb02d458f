import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";

/** The AR/VR experience is a static page of its own on this origin (SPEC §1). */
const EXPERIENCE_PATH = "/ar-vr/index.html";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "staticPages.arvr" });
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

export default async function ArVrRedirect() {
  const t = await getTranslations("staticPages.arvr");
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      {/* Immediate redirect in the browser, even without JavaScript. */}
      <meta httpEquiv="refresh" content={`0; url=${EXPERIENCE_PATH}`} />
      <h1 className="text-2xl font-bold text-slate-900">{t("opening")}</h1>
      <p className="mt-4 text-slate-700">
        {t.rich("fallback", {
          link: (chunks) => (
            <a href={EXPERIENCE_PATH} className="font-semibold text-brand-700 underline">
              {chunks}
            </a>
          ),
        })}
      </p>
    </section>
  );
}
