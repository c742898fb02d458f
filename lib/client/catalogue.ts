"use client";

/**
 * The product list for the client screens that show products by id (wishlist, reorder).
 * Loaded once and kept, refetched only when forced (SPEC §4); the list's schema (and zod) are
 * imported with the first load, not with the page.
 */
import { useEffect } from "react";
import type { ProductJson } from "@/lib/wire/product";
import { callApi } from "./api";
import { ApiError } from "./api-errors";
import { createStore, useStore } from "./store";

interface CatalogueState {
  products: Map<string, ProductJson>;
  status: "idle" | "loading" | "ready" | "error";
}

const catalogueStore = createStore<CatalogueState>({ products: new Map(), status: "idle" });

/** Loads the list unless already there (or on its way); answers the products known afterwards. */
export async function loadCatalogue(force = false): Promise<ReadonlyMap<string, ProductJson>> {
  const { status, products } = catalogueStore.get();
  if (!force && (status === "loading" || status === "ready")) return products;
  catalogueStore.set((state) => ({ ...state, status: "loading" }));
  try {
    const { productListResponse } = await import("@/lib/wire/product");
    const { products } = await callApi("/api/products/list", productListResponse, { method: "GET" });
    catalogueStore.set({ products: new Map(products.map((product) => [product._id, product])), status: "ready" });
  } catch {
    catalogueStore.set((state) => ({ ...state, status: "error" }));
  }
  return catalogueStore.get().products;
}

/** The list as it is now, for an action that needs it (reorder); throws when it cannot be fetched. */
export async function reloadCatalogue(): Promise<ReadonlyMap<string, ProductJson>> {
  const products = await loadCatalogue(true);
  if (catalogueStore.get().status === "error") throw new ApiError("Failed to fetch products", 0);
  return products;
}

/** The catalogue, loaded on first use. */
export function useCatalogue(): CatalogueState {
  useEffect(() => {
    void loadCatalogue();
  }, []);
  return useStore(catalogueStore);
}
