"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

/** The button appears after this much scrolling (SPEC §9). */
const SHOW_AFTER_PX = 300;

/**
 * Scrolls smoothly to the top when the path changes (not on the first load, where the browser's
 * own scroll position, restored on reload, is kept, nor to a #fragment), and offers a button back
 * up after 300 px.
 */
export function ScrollToTop() {
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
      className="fixed bottom-6 right-6 z-30 rounded-full bg-brand-600 px-4 py-3 font-semibold text-white shadow-lg hover:bg-brand-700"
    >
      <span aria-hidden="true">↑</span> Back to top
    </button>
  );
}
