import type { Metadata, ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { BusinessHours } from "@/components/contact/business-hours";
import { EmailLink, PhoneLinks, SocialLinks } from "@/components/contact/contact-links";
import { OfficeCard } from "@/components/contact/office-card";
import { offices } from "@/components/contact/offices";
import { ContactForm } from "@/components/forms/contact-form";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { indexablePageMetadata, withParentPreview } from "@/lib/seo/page-metadata";
import { storeContact } from "@/lib/store-contact";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

/** Its preview is the store's (app/opengraph-image.tsx). */
export async function generateMetadata({ params }: LocaleParams, parent: ResolvingMetadata): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: "staticPages.contact" });
  return withParentPreview(
    indexablePageMetadata({ path: "/contact", locale, title: t("title"), description: t("description") }),
    parent,
  );
}

export default async function ContactPage() {
  const t = await getTranslations("staticPages.contact");
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("intro")}</p>
      <p className="mt-2 max-w-2xl text-slate-700">
        {t.rich("grievance", {
          link: (chunks) => (
            <Link href="/terms#grievance-officer" className="font-semibold text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <section aria-labelledby="reach-us" className="mt-8 grid gap-6 rounded-xl bg-brand-50 p-6 md:grid-cols-3">
        <h2 id="reach-us" className="sr-only">
          {t("reachUs")}
        </h2>
        {storeContact.phones.length > 0 && (
          <div>
            <h3 className="font-semibold text-slate-900">{t("callUs")}</h3>
            <PhoneLinks className="mt-1 space-y-1 text-slate-700" />
          </div>
        )}
        {storeContact.email && (
          <div>
            <h3 className="font-semibold text-slate-900">{t("writeToUs")}</h3>
            <EmailLink className="mt-1 inline-block text-slate-700" />
          </div>
        )}
        {storeContact.social.length > 0 && (
          <div>
            <h3 className="font-semibold text-slate-900">{t("followUs")}</h3>
            <SocialLinks label={t("socialMedia")} className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700" />
          </div>
        )}
      </section>
      <div className="mt-8 grid gap-8 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="message-form">
          <h2 id="message-form" className="mb-4 text-xl font-bold text-slate-900">
            {t("sendMessage")}
          </h2>
          <ContactForm />
        </section>
        <BusinessHours />
      </div>
      <section aria-labelledby="offices" className="mt-12">
        <h2 id="offices" className="text-xl font-bold text-slate-900">
          {t("ourOffices")}
        </h2>
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {offices.map((office) => (
            <li key={office.id} className="flex">
              <OfficeCard office={office} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
