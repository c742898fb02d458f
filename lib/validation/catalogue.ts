/**
 * The shop's filter state as it lives in the URL (shareable, back-button friendly), and the
 * presets of SPEC §2: ?filter=age&value=12+ and ?filter=price&value=Under 999 / Above 1499.
 * Unreadable values fall back to their defaults rather than failing the page.
 */
import { z } from "zod";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { CLASS_LEVELS, type ClassLevel } from "../learning/learning-map";
import { productIdBodySchema } from "./ids";
import { languageSchema } from "./language";
import { TOPIC_SLUG } from "./learning";
import { searchText, text } from "./text";

export const SORTS = ["featured", "newest", "price-low", "price-high", "rating", "bestseller"] as const;
export type Sort = (typeof SORTS)[number];
export const PAGE_SIZES = [12, 24, 48] as const;
export const AGE_GROUPS = [10, 12, 14] as const;
/** The price slider's range in rupees (SPEC §9). */
export const PRICE_CEILING = 5000;
/** The minimum ratings the filter panel offers (0: any rating). */
export const RATING_OPTIONS = [4.5, 4, 3.5, 3] as const;
/** The price presets the home page's tiles link to (?filter=price&value=…). */
export const PRICE_PRESETS = ["Under 499", "Under 999", "Under 1499", "Above 1499"] as const;

/** A repeated query parameter arrives as an array: single-valued filters keep the first. */
const first = (value: unknown): unknown => (Array.isArray(value) ? (value as unknown[])[0] : value);
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? (value as unknown[]) : value === undefined ? [] : [value];

const lenient = <T extends z.ZodType>(schema: T, fallback: z.output<T>) => z.preprocess(first, schema).catch(fallback);

export const shopQuerySchema = z
  .object({
    q: searchText(100),
    category: searchText(60),
    minPrice: lenient(z.coerce.number().int().min(0).max(PRICE_CEILING), 0),
    maxPrice: lenient(z.coerce.number().int().min(0).max(PRICE_CEILING), PRICE_CEILING),
    age: z.preprocess(
      (value) =>
        list(value)
          .map(Number)
          .filter((age) => (AGE_GROUPS as readonly number[]).includes(age)),
      z.array(z.number()),
    ),
    // What a child is learning (#37): a class of the learning map, and one of its chapters or skills.
    // The filter panel sends "" for "All classes", which must not be read as class 0.
    class: lenient(
      z.preprocess(
        (value) => (value === "" ? undefined : value),
        z.coerce
          .number()
          .refine((level): level is ClassLevel => (CLASS_LEVELS as readonly number[]).includes(level))
          .optional(),
      ),
      undefined,
    ),
    topic: lenient(text().max(120).regex(TOPIC_SLUG).optional(), undefined),
    rating: lenient(z.coerce.number().min(0).max(5), 0),
    inStock: lenient(z.enum(["1"]).optional(), undefined).transform(Boolean),
    discounted: lenient(z.enum(["1"]).optional(), undefined).transform(Boolean),
    sort: lenient(z.enum(SORTS), "featured"),
    page: lenient(z.coerce.number().int().min(1).max(1000), 1),
    size: lenient(z.coerce.number().pipe(z.union(PAGE_SIZES.map((size) => z.literal(size)))), 12),
    view: lenient(z.enum(["grid", "list"]), "grid"),
    filter: lenient(z.enum(["age", "price"]).optional(), undefined),
    value: lenient(text().max(40).optional(), undefined),
  })
  .transform(({ filter, value, ...state }) => {
    // Presets from the home page's tiles.
    if (filter === "age" && value) {
      const age = Number.parseInt(value, 10);
      if ((AGE_GROUPS as readonly number[]).includes(age)) state.age = [age];
    }
    if (filter === "price" && value) {
      const match = /^(under|above)\s+(\d+)$/i.exec(value.trim());
      const amount = match ? Math.min(Number(match[2]), PRICE_CEILING) : null;
      if (match && amount !== null) {
        if (match[1]!.toLowerCase() === "under") [state.minPrice, state.maxPrice] = [0, amount];
        else [state.minPrice, state.maxPrice] = [amount, PRICE_CEILING];
      }
    }
    return state;
  });

export type ShopQuery = z.output<typeof shopQuerySchema>;

/** The language a catalogue API read answers in (#30): English unless `locale` says "hi". */
export const catalogueLocaleSchema = languageSchema.default(DEFAULT_LOCALE);

/** POST /api/products/single: the product, and the language of its texts. */
export const productReadBodySchema = productIdBodySchema.extend({ locale: catalogueLocaleSchema });
