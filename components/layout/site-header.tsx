import Link from "next/link";
import { primaryNavigation, site } from "@/lib/site";
import { NavLink } from "./nav-link";

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
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
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Login
        </Link>
      </div>
    </header>
  );
}
