import { EmailLink, PhoneLinks, SocialLinks } from "@/components/contact/contact-links";
import { WEEKDAY_HOURS_SUMMARY } from "@/lib/business-hours";
import { site } from "@/lib/site";
import { storeContact } from "@/lib/store-contact";
import { ScrollTopLink } from "./scroll-top-link";

const footerLinks = [
  { href: "/contact", label: "Contact" },
  { href: "/terms", label: "Terms & Policies" },
  { href: "/blog", label: "Blog" },
] as const;

/** SPEC §2 footer: links, the configured contact details, weekday hours, social profiles. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-600">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <div>
          <p className="text-base font-bold text-brand-900">{site.name}</p>
          <p className="mt-1">{site.tagline}, made in Jodhpur.</p>
          {storeContact.address && <address className="mt-3 not-italic">{storeContact.address}</address>}
        </div>
        <div>
          <h2 className="font-semibold text-slate-900">Get in touch</h2>
          <PhoneLinks limit={2} className="mt-2 space-y-1" />
          <EmailLink className="mt-1 inline-block" />
          <p className="mt-1">{WEEKDAY_HOURS_SUMMARY}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-semibold text-slate-900">Explore</h2>
          <ul className="mt-2 space-y-1">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <ScrollTopLink href={link.href} className="hover:text-brand-700 hover:underline">
                  {link.label}
                </ScrollTopLink>
              </li>
            ))}
          </ul>
        </nav>
        {storeContact.social.length > 0 && (
          <div>
            <h2 className="font-semibold text-slate-900">Follow us</h2>
            <SocialLinks label="Social media" className="mt-2 space-y-1" />
          </div>
        )}
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-4">
        © {new Date().getFullYear()} {site.name}. All rights reserved.
      </p>
      {/* Bottom room for the "Back to top" button, so it never sits over this text. */}
      <p className="mx-auto max-w-7xl px-4 pb-20 text-xs text-slate-600">
        Delivery checks use the All India Pincode Directory of the Department of Posts, Ministry of Communications,
        Government of India, published on the{" "}
        <a
          href="https://www.data.gov.in/resource/all-india-pincode-directory-till-last-month"
          className="underline hover:text-brand-700"
          rel="noopener noreferrer"
        >
          Open Government Data Platform India
        </a>{" "}
        under the{" "}
        <a href="https://www.data.gov.in/Godl" className="underline hover:text-brand-700" rel="noopener noreferrer">
          Government Open Data License – India
        </a>
        .
      </p>
    </footer>
  );
}
