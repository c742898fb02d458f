"use client";

import dynamic from "next/dynamic";

/**
 * A page provider's ToastTexts, loaded after the first paint: it brings the English message
 * catalogue, which a page without forms (a shop list, the blog) would otherwise load first.
 */
export const LazyToastTexts = dynamic(() => import("./toast-texts").then((module) => module.ToastTexts), {
  ssr: false,
});
