"use client";

import dynamic from "next/dynamic";

/**
 * The back-in-stock panel, its code loaded only by a page that shows it (a product out of stock):
 * it stays out of every product page's first-load JavaScript (docs/BUNDLE.md). Rendered on the
 * server too, so its heading and words are in the page's HTML from the start.
 */
export const LazyStockAlertPanel = dynamic(() =>
  import("./stock-alert-panel").then((module) => module.StockAlertPanel),
);
