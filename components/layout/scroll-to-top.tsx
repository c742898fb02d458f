"use client";

import { usePathname } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

/** The button appears after this much scrolling (SPEC §9). */
const SHOW_AFTER_PX = 300;

/**
 * Scrolls smoothly to the top when the path changes (not on the first load, where the browser's
 * own scroll position, restored on reload, is kept, nor to a #fragment), and offers a button back
 * up after 300 px: a round arrow on phones, a pill on wider screens, always above a bar fixed to
 * the bottom of the screen (--bottom-bar-height, lib/client/bottom-bar.ts) and clear of the footer's
 * text (which keeps room for it).
 */
export function ScrollToTop() {
  const t = useTranslations("ui");
  const pathname = usePathname();
  const [visible, setVisible] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const [navigations, setNavigations] = useState(0);

  // A new path counts as a navigation (state adjusted during render, as React recommends).
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setNavigations((count) => count + 1);
  }

  // A link to a part of a page (/terms#grievance-officer) is left where Next.js scrolled it.
  useEffect(() => {
    if (navigations > 0 && !window.location.hash) window.scrollTo({ top: 0, behavior: "smooth" });
  }, [navigations]);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      data-testid="back-to-top"
      className="fixed bottom-[calc(1rem+var(--bottom-bar-height,0px))] right-3 z-30 flex h-12 min-w-12 items-center justify-center gap-1 rounded-full bg-brand-600 px-3 font-semibold text-white shadow-lg hover:bg-brand-700 md:bottom-6 md:right-6 md:px-4"
    >
      <span aria-hidden="true">↑</span>
      <span className="sr-only md:not-sr-only">{t("backToTop")}</span>
    </button>
  );
}
