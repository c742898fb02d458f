"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "@/lib/i18n/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** Header shadow appears after this much scrolling (SPEC §9). */
const SHADOW_AFTER_PX = 20;

/**
 * The fixed header's behaviour: a shadow once the page scrolls, and the mobile menu (which locks
 * the page's scroll while open and closes on navigation or Escape).
 */
export function HeaderFrame({ children, mobileMenu }: { children: ReactNode; mobileMenu: ReactNode }) {
  const t = useTranslations("layout.navigation");
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = usePathname();
  const [menuPath, setMenuPath] = useState(pathname);

  // A navigation closes the menu (state adjusted during render, as React recommends).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SHADOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    document.body.style.overflow = "hidden";
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", closeOnEscape);
    return () => {
      document.body.style.overflow = "";
      window.removeEventListener("keydown", closeOnEscape);
    };
  }, [menuOpen]);

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-shadow ${scrolled ? "shadow-md" : ""}`}
      data-scrolled={scrolled}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 md:gap-4">
        {children}
        <Button
          variant="secondary"
          size="sm"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? t("close") : t("menu")}
        </Button>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t("mobileLabel")}
          className="h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-4 md:hidden"
          // A link to the page already open (Login on /login) navigates nowhere: close the menu anyway.
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest("a")) setMenuOpen(false);
          }}
        >
          {mobileMenu}
        </nav>
      )}
    </header>
  );
}
