"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { usePathname } from "@/lib/i18n/navigation";
import { useEffect, useRef, useState } from "react";
import { useLogout } from "@/components/session/use-logout";

const MENU_LINKS = [
  { href: "/profile", key: "myProfile" },
  { href: "/orders", key: "myOrders" },
  { href: "/wishlist", key: "wishlist" },
  { href: "/cart", key: "cart" },
] as const;

/** The signed-in user's dropdown: closes on outside click, Escape and route change (SPEC §2). */
export function UserMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [menuPath, setMenuPath] = useState(pathname);
  const container = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  const t = useTranslations("layout.account");

  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  const firstName = name.split(" ")[0] || name;
  return (
    <div ref={container} className="relative hidden md:block">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
        >
          {firstName.charAt(0).toUpperCase()}
        </span>
        <span>
          <span className="sr-only">{t("menuFor")}</span>
          {firstName}
        </span>
      </button>
      {open && (
        <ul
          id="user-menu"
          className="absolute right-0 mt-2 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {MENU_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="block px-4 py-2 text-sm text-slate-700 hover:bg-slate-100">
                {t(link.key)}
              </Link>
            </li>
          ))}
          <li className="border-t border-slate-200">
            <button
              type="button"
              onClick={logout}
              className="block w-full px-4 py-2 text-left text-sm text-red-700 hover:bg-red-50"
            >
              {t("logout")}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
