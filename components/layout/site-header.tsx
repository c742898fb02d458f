import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { primaryNavigation, site } from "@/lib/site";
import { HeaderAccount } from "./account-links";
import { HeaderFrame } from "./header-frame";
import { HeaderSearch } from "./header-search";
import { HeaderSearchToggle } from "./header-search-toggle";
import { LanguageSwitch } from "./language-switch";
import { MobileAccountLinks } from "./mobile-account-links";
import { NavLink } from "./nav-link";

export async function SiteHeader() {
  const t = await getTranslations("layout.navigation");
  return (
    <HeaderFrame
      mobileMenu={
        <ul className="flex flex-col gap-1">
          <li className="mb-3">
            <HeaderSearch id="mobile-search" className="w-full" />
          </li>
          {primaryNavigation.map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} label={t(item.key)} />
            </li>
          ))}
          <li className="mt-4 border-t border-slate-200 pt-4">
            <MobileAccountLinks />
          </li>
        </ul>
      }
    >
      <Link href="/" className="text-xl font-bold tracking-tight text-brand-700">
        {site.name}
      </Link>
      <nav aria-label={t("label")} className="hidden items-center gap-1 md:flex">
        {primaryNavigation.map((item) => (
          <NavLink key={item.href} href={item.href} label={t(item.key)} />
        ))}
      </nav>
      <HeaderSearch id="header-search" className="hidden w-60 lg:flex" />
      <HeaderSearchToggle>
        <HeaderSearch id="tablet-search" className="w-full" />
      </HeaderSearchToggle>
      <LanguageSwitch />
      <HeaderAccount />
    </HeaderFrame>
  );
}
