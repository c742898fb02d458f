import Link from "next/link";
import { primaryNavigation, site } from "@/lib/site";
import { HeaderFrame } from "./header-frame";
import { NavLink } from "./nav-link";

export function SiteHeader() {
  return (
    <HeaderFrame
      mobileMenu={
        <ul className="flex flex-col gap-1">
          {primaryNavigation.map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} label={item.label} />
            </li>
          ))}
          <li className="mt-4 border-t border-slate-200 pt-4">
            <Link href="/register" className="block rounded-md px-3 py-2 font-semibold text-brand-700">
              Create Account
            </Link>
          </li>
        </ul>
      }
    >
      <Link href="/" className="text-xl font-bold tracking-tight text-brand-700">
        {site.name}
      </Link>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        {primaryNavigation.map((item) => (
          <NavLink key={item.href} href={item.href} label={item.label} />
        ))}
      </nav>
      <Link
        href="/login"
        className="ml-auto rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 md:ml-0"
      >
        Login
      </Link>
    </HeaderFrame>
  );
}
