/** Defaults SPEC §3 shows where a product lacks a value; free of server code, for the browser too. */
import type { Product } from "./product";
import { formatWeight } from "./weight";

/** Category shown when a product has none. */
export const DEFAULT_CATEGORY = "Toys";

export const DEFAULT_DESCRIPTION =
  "A hands-on GanitPlay learning toy that turns a maths idea into something to hold, build and play with.";

export const categoryOrDefault = (category: string) => category || DEFAULT_CATEGORY;

/** The specifications tab's own category default (SPEC §2), unlike the cards' 'Toys' (§3). */
export const DEFAULT_SPECIFICATION_CATEGORY = "Educational Toy";

/** A product as its page shows it (SPEC §2): every fact filled in, the weight in words. */
export function withDisplayDefaults(product: Product) {
  return {
    ...product,
    description: product.description || DEFAULT_DESCRIPTION,
    category: categoryOrDefault(product.category),
    /** "10+" etc., or "All Ages". */
    age: product.ageSuitability ?? "All Ages",
    materials: product.materials || "High-quality plastic and cardboard",
    weight: formatWeight(product.weight),
    dimensions: product.dimensions || "25cm x 25cm x 5cm",
  };
}

export type DisplayedProduct = ReturnType<typeof withDisplayDefaults>;

/** The product page's specifications tab (SPEC §2): label and value, each with its default. */
export function specificationsOf(product: Product): [label: string, value: string][] {
  const shown = withDisplayDefaults(product);
  return [
    ["Category", product.categoryName || DEFAULT_SPECIFICATION_CATEGORY],
    ["Age range", shown.age],
    ["Material", shown.materials],
    ["Weight", shown.weight],
    ["Dimensions", shown.dimensions],
    // The brand is the product's own name (SPEC §2); `brand` holds the marketplace link.
    ["Brand", shown.name],
  ];
}
