"use client";

/**
 * The product list for the client screens that show products by id (wishlist, reorder).
 * Loaded once and kept, refetched only when forced (SPEC §4) or asked for in another language
 * (#30: the screen's, which the caller passes); the list's schema (and zod) are imported with the
 * first load, not with the page.
 */
import { useEffect } from "react";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { ProductJson } from "@/lib/wire/product";
import { callApi } from "./api";
import { ApiError } from "./api-errors";
import { createStore, useStore } from "./store";

interface CatalogueState {
  products: Map<string, ProductJson>;
  status: "idle" | "loading" | "ready" | "error";
  /** The language of the products' texts (of the load on its way, while loading). */
  locale: Locale;
}

const catalogueStore = createStore<CatalogueState>({ products: new Map(), status: "idle", locale: DEFAULT_LOCALE });

/**
 * Loads the list in `locale` (by default the last one asked for) unless already there (or on its
 * way); answers the products known afterwards.
 */
export async function loadCatalogue(
  force = false,
  locale = catalogueStore.get().locale,
): Promise<ReadonlyMap<string, ProductJson>> {
  const { status, products, locale: asked } = catalogueStore.get();
  if (!force && locale === asked && (status === "loading" || status === "ready")) return products;
  catalogueStore.set((state) => ({ ...state, status: "loading", locale }));
  // Only the latest language asked for lands: an earlier load that ends later is dropped.
  const stillWanted = () => catalogueStore.get().locale === locale;
  try {
    const { productListResponse } = await import("@/lib/wire/product");
    const address = locale === DEFAULT_LOCALE ? "/api/products/list" : `/api/products/list?locale=${locale}`;
    const { products } = await callApi(address, productListResponse, { method: "GET" });
    if (stillWanted()) {
      catalogueStore.set({
        products: new Map(products.map((product) => [product._id, product])),
        status: "ready",
        locale,
      });
    }
  } catch {
    if (stillWanted()) catalogueStore.set((state) => ({ ...state, status: "error" }));
  }
  return catalogueStore.get().products;
}

/** The list as it is now, for an action that needs it (reorder); throws when it cannot be fetched. */
export async function reloadCatalogue(): Promise<ReadonlyMap<string, ProductJson>> {
  const products = await loadCatalogue(true);
  if (catalogueStore.get().status === "error") throw new ApiError("Failed to fetch products", 0);
  return products;
}

/** The catalogue in the screen's language, loaded on first use. */
export function useCatalogue(locale: Locale): CatalogueState {
  useEffect(() => {
    void loadCatalogue(false, locale);
  }, [locale]);
  return useStore(catalogueStore);
}
