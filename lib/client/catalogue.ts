"use client";

/**
 * The product list for the client screens that show products by id (cart, wishlist, checkout).
 * Loaded once and kept, refetched only when forced (SPEC §4).
 */
import { useEffect } from "react";
import type { ProductRecord } from "@/lib/catalog/product-records";
import { callApi } from "./api";
import { createStore, useStore } from "./store";

interface CatalogueState {
  products: Map<string, ProductRecord>;
  status: "idle" | "loading" | "ready" | "error";
}

const catalogueStore = createStore<CatalogueState>({ products: new Map(), status: "idle" });

/** Loads the list unless already there (or on its way); answers the products known afterwards. */
export async function loadCatalogue(force = false): Promise<ReadonlyMap<string, ProductRecord>> {
  const { status, products } = catalogueStore.get();
  if (!force && (status === "loading" || status === "ready")) return products;
  catalogueStore.set((state) => ({ ...state, status: "loading" }));
  try {
    const { products } = await callApi<{ products: ProductRecord[] }>("/api/products/list", { method: "GET" });
    catalogueStore.set({ products: new Map(products.map((product) => [product._id, product])), status: "ready" });
  } catch {
    catalogueStore.set((state) => ({ ...state, status: "error" }));
  }
  return catalogueStore.get().products;
}

/** The catalogue; `fresh` refetches on mount, for screens that must show current stock. */
export function useCatalogue({ fresh = false }: { fresh?: boolean } = {}): CatalogueState {
  useEffect(() => {
    void loadCatalogue(fresh);
  }, [fresh]);
  return useStore(catalogueStore);
}
