/** Defaults SPEC §3 applies to products that lack a value; free of server code, for the browser too. */

/** Rating shown when a product has none. */
export const DEFAULT_RATING = 4.5;
/** Category shown when a product has none. */
export const DEFAULT_CATEGORY = "Toys";
