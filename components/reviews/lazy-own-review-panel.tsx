"use client";

import dynamic from "next/dynamic";

/**
 * The shopper's own review panel, loaded after the first paint: it depends on the session (so
 * nothing of it is in the page's HTML) and brings the API's review schemas and zod, which stay
 * out of the product page's first-load JavaScript (docs/BUNDLE.md).
 */
export const LazyOwnReviewPanel = dynamic(() => import("./own-review-panel").then((module) => module.OwnReviewPanel), {
  ssr: false,
});
