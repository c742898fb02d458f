import { getTranslations } from "next-intl/server";
import { EmailLink, PhoneLinks, SocialLinks } from "@/components/contact/contact-links";
import { site } from "@/lib/site";
import { storeContact } from "@/lib/store-contact";
import { ScrollTopLink } from "./scroll-top-link";

const footerLinks = [
  { href: "/contact", key: "contact" },
  { href: "/terms", key: "terms" },
  { href: "/blog", key: "blog" },
  { href: "/gift-cards", key: "giftCards" },
] as const;

/** SPEC §2 footer: links, the configured contact details, weekday hours, social profiles. */
export async function SiteFooter() {
  const t = await getTranslations("layout.footer");
  const tagline = (await getTranslations("layout"))("tagline");
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-600">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <div>
          <p className="text-base font-bold text-brand-900">{site.name}</p>
          <p className="mt-1">{t("madeIn", { tagline })}</p>
          {storeContact.address && <address className="mt-3 not-italic">{storeContact.address}</address>}
        </div>
        <div>
          <h2 className="font-semibold text-slate-900">{t("getInTouch")}</h2>
          <PhoneLinks limit={2} className="mt-2 space-y-1" />
          <EmailLink className="mt-1 inline-block" />
          <p className="mt-1">{t("weekdayHours")}</p>
        </div>
        <nav aria-label={t("label")}>
          <h2 className="font-semibold text-slate-900">{t("explore")}</h2>
          <ul className="mt-2 space-y-1">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <ScrollTopLink href={link.href} className="hover:text-brand-700 hover:underline">
                  {t(link.key)}
                </ScrollTopLink>
              </li>
            ))}
          </ul>
        </nav>
        {storeContact.social.length > 0 && (
          <div>
            <h2 className="font-semibold text-slate-900">{t("followUs")}</h2>
            <SocialLinks label={t("socialMedia")} className="mt-2 space-y-1" />
          </div>
        )}
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-4">{t("rights", { year: new Date().getFullYear(), name: site.name })}</p>
      {/* Bottom room for the "Back to top" button, so it never sits over this text. */}
      <p className="mx-auto max-w-7xl px-4 pb-20 text-xs text-slate-600">
        {t.rich("pincodeCredit", {
          portal: (text) => (
            <a
              href="https://www.data.gov.in/resource/all-india-pincode-directory-till-last-month"
              className="underline hover:text-brand-700"
              rel="noopener noreferrer"
            >
              {text}
            </a>
          ),
          licence: (text) => (
            <a href="https://www.data.gov.in/Godl" className="underline hover:text-brand-700" rel="noopener noreferrer">
              {text}
            </a>
          ),
        })}
      </p>
    </footer>
  );
}
