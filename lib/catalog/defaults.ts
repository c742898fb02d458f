/** Defaults SPEC §3 shows where a product lacks a value; free of server code, for the browser too. */
import type { Product } from "./product";
import { formatWeight } from "./weight";

/** Category shown when a product has none. */
export const DEFAULT_CATEGORY = "Toys";

export const DEFAULT_DESCRIPTION =
  "A hands-on GanitPlay learning toy that turns a maths idea into something to hold, build and play with.";

export const categoryOrDefault = (category: string) => category || DEFAULT_CATEGORY;

/** The size shown when a product declares none (SPEC §2). */
const DEFAULT_DIMENSIONS = "25cm x 25cm x 5cm";

/** A product as its page shows it (SPEC §2): its description and category filled in. */
export function withDisplayDefaults(product: Product) {
  return {
    ...product,
    description: product.description || DEFAULT_DESCRIPTION,
    category: categoryOrDefault(product.category),
  };
}

export type DisplayedProduct = ReturnType<typeof withDisplayDefaults>;

/**
 * The specifications the page words itself, in its language, where the product has none (SPEC §2):
 * the category ('Educational Toy', unlike the cards' 'Toys' of §3), the age range and the material.
 */
type WordedDefault = "category" | "ageRange" | "material";

/**
 * A row of the product page's specifications tab: the key of its label, and its value, or null
 * where the page shows its own default, in the page's language.
 */
export type Specification =
  { key: WordedDefault | "weight" | "dimensions" | "brand"; value: string } | { key: WordedDefault; value: null };

/** The product page's specifications tab (SPEC §2), each fact with its default. */
export function specificationsOf(product: Product): Specification[] {
  return [
    { key: "category", value: product.categoryName || null },
    { key: "ageRange", value: product.ageSuitability },
    { key: "material", value: product.materials || null },
    { key: "weight", value: formatWeight(product.weight) },
    { key: "dimensions", value: product.dimensions || DEFAULT_DIMENSIONS },
    // The brand is the product's own name (SPEC §2); `brand` holds the marketplace link.
    { key: "brand", value: product.name },
  ];
}
