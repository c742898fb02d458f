import Link from "next/link";
import { site } from "@/lib/site";

const footerLinks = [
  { href: "/contact", label: "Contact" },
  { href: "/terms", label: "Terms & Policies" },
  { href: "/blog", label: "Blog" },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <p>
          © {new Date().getFullYear()} {site.name}. {site.tagline}, made in Jodhpur.
        </p>
        <nav aria-label="Footer">
          <ul className="flex gap-4">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-brand-700 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-6 text-xs text-slate-600">
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
