import type { Metadata, ResolvingMetadata } from "next";
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
  return withParentPreview(
    indexablePageMetadata({
      path: "/contact",
      locale: await localeOf(params),
      title: "Contact us",
      description: "Questions about a toy, an order or a return? Write to the GanitPlay team in Jodhpur.",
    }),
    parent,
  );
}

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">Contact us</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Questions about a toy, an order or a return? Write to us and our team in Jodhpur will reply within one working
        day.
      </p>
      <p className="mt-2 max-w-2xl text-slate-700">
        A complaint we have not resolved? Write to our{" "}
        <Link href="/terms#grievance-officer" className="font-semibold text-brand-700 underline">
          Grievance Officer
        </Link>
        .
      </p>
      <section aria-labelledby="reach-us" className="mt-8 grid gap-6 rounded-xl bg-brand-50 p-6 md:grid-cols-3">
        <h2 id="reach-us" className="sr-only">
          Reach us
        </h2>
        {storeContact.phones.length > 0 && (
          <div>
            <h3 className="font-semibold text-slate-900">Call us</h3>
            <PhoneLinks className="mt-1 space-y-1 text-slate-700" />
          </div>
        )}
        {storeContact.email && (
          <div>
            <h3 className="font-semibold text-slate-900">Write to us</h3>
            <EmailLink className="mt-1 inline-block text-slate-700" />
          </div>
        )}
        {storeContact.social.length > 0 && (
          <div>
            <h3 className="font-semibold text-slate-900">Follow us</h3>
            <SocialLinks label="Social media" className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700" />
          </div>
        )}
      </section>
      <div className="mt-8 grid gap-8 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="message-form">
          <h2 id="message-form" className="mb-4 text-xl font-bold text-slate-900">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <BusinessHours />
      </div>
      <section aria-labelledby="offices" className="mt-12">
        <h2 id="offices" className="text-xl font-bold text-slate-900">
          Our offices
        </h2>
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {offices.map((office) => (
            <li key={office.city} className="flex">
              <OfficeCard office={office} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
