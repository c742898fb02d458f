/**
 * The shop's catalogue query (SPEC §2, §5, §9): every filter and sort runs in PostgreSQL, so a
 * page is exact however large the catalogue grows.
 */
import "server-only";
import { CACHE_TAGS, cachedRead } from "../cache/storefront-cache";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import type { Locale } from "../i18n/locales";
import { PRICE_CEILING, type ShopQuery } from "../validation/catalogue";
import { categoryNames, inLocale } from "./localized";
import { toSummary, summaryColumns, type Product, type ProductSummary, type SummaryRow } from "./product";
import { searchTerms, termsText, type SearchTerm } from "./search-terms";
import { sortKeyColumnsSql, sortKeyOrderSql, type SortKey } from "./sort-keys";
import { closestProductNames, correctedTerms, matchesTermsSql, relevanceKeys, throughTextIndex } from "./text-search";

/** The selling price: the discount price when it is below the list price. */
const sellingPriceSql = Prisma.sql`CASE WHEN "discountPrice" IS NOT NULL AND "discountPrice" < "price" THEN "discountPrice" ELSE "price" END`;

/**
 * A product's customer rating: the average of its approved reviews, NULL without any. The seeded
 * `rating` column is never used: no invented number ranks or filters the shop. Joined once per
 * query (`ratingsJoinSql`) rather than looked up for each row the sort or filter reads.
 */
const ratingsJoinSql = Prisma.sql`LEFT JOIN (SELECT "productId", AVG("rating") AS "average" FROM "reviews"
  WHERE "status" = 'APPROVED' GROUP BY "productId") AS "ratings" ON "ratings"."productId" = "products"."id"`;
const reviewAverageSql = Prisma.sql`"ratings"."average"`;

const SORT_KEYS: Record<ShopQuery["sort"], SortKey[]> = {
  // Bestsellers first, then the best rated, unreviewed last (SPEC §9).
  featured: [
    { expression: Prisma.sql`"bestseller"`, descending: true },
    { expression: reviewAverageSql, descending: true, nullsLast: true },
    { expression: Prisma.sql`"date"`, descending: true },
  ],
  newest: [{ expression: Prisma.sql`"date"`, descending: true }],
  "price-low": [{ expression: sellingPriceSql }],
  "price-high": [{ expression: sellingPriceSql, descending: true }],
  rating: [
    { expression: reviewAverageSql, descending: true, nullsLast: true },
    { expression: Prisma.sql`"date"`, descending: true },
  ],
  bestseller: [
    { expression: Prisma.sql`"bestseller"`, descending: true },
    { expression: Prisma.sql`"date"`, descending: true },
  ],
};

/** A category the filter offers: its English value (the address's) and its name in the page's language. */
export interface CategoryOption {
  value: string;
  name: string;
}

export interface CatalogueOverview {
  total: number;
  categories: CategoryOption[];
  /** The highest selling price in rupees, rounded up to the next 100 (the slider's top). */
  priceCeiling: number;
}

export async function catalogueOverview(locale: Locale): Promise<CatalogueOverview> {
  const [row] = await db().$queryRaw<{ total: bigint; categories: string[] | null; highest: Prisma.Decimal | null }[]>`
    SELECT COUNT(*) AS "total", ARRAY_AGG(DISTINCT "category" ORDER BY "category") AS "categories",
           MAX(${sellingPriceSql}) AS "highest"
    FROM "products"`;
  const categories = row?.categories ?? [];
  const names = await categoryNames(categories, locale);
  return {
    total: Number(row?.total ?? 0),
    categories: categories.map((value) => ({ value, name: names.get(value) ?? value })),
    priceCeiling: Math.ceil(Number(row?.highest ?? 0) / 100) * 100,
  };
}

/** Whether any product is in this category (the categories the filter panel offers). */
export async function isCatalogueCategory(category: string): Promise<boolean> {
  return (await db().product.findFirst({ where: { category }, select: { id: true } })) !== null;
}

export interface CataloguePage {
  products: ProductSummary[];
  /** Products matching the filters, across all pages. */
  matching: number;
  page: number;
  pages: number;
  /** The corrected query the products match when the one typed matched nothing ("Showing results for …"). */
  correctedQuery: string | null;
  /** The product names closest to a query that matched nothing, corrected or not ("Did you mean …"). */
  suggestions: Pick<Product, "id" | "name">[];
}

/** Whether the product serves a topic of the learning map that `topicCondition` picks (#37). */
const servesTopicSql = (
  topicCondition: Prisma.Sql,
) => Prisma.sql`EXISTS (SELECT 1 FROM "product_learning_links" AS "link"
  JOIN "learning_topics" AS "topic" ON "topic"."id" = "link"."topicId"
  WHERE "link"."productId" = "products"."id" AND ${topicCondition})`;

/** Every filter of the shop but the text search. */
function filterConditions(query: ShopQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (query.category) conditions.push(Prisma.sql`"category" = ${query.category}`);
  if (query.minPrice > 0) conditions.push(Prisma.sql`${sellingPriceSql} >= ${query.minPrice}`);
  // The slider's top means "no upper bound": products above ₹5,000 still show.
  if (query.maxPrice < PRICE_CEILING) conditions.push(Prisma.sql`${sellingPriceSql} <= ${query.maxPrice}`);
  if (query.age.length > 0) {
    // A product matches when its age number is at least a selected group's (SPEC §5).
    conditions.push(Prisma.sql`NULLIF(substring("ageSuitability" from '\\d+'), '')::int >= ${Math.min(...query.age)}`);
  }
  if (query.class !== undefined) {
    conditions.push(
      servesTopicSql(Prisma.sql`"topic"."classFrom" <= ${query.class} AND "topic"."classTo" >= ${query.class}`),
    );
  }
  if (query.topic) conditions.push(servesTopicSql(Prisma.sql`"topic"."slug" = ${query.topic}`));
  if (query.rating > 0) conditions.push(Prisma.sql`${reviewAverageSql} >= ${query.rating}`);
  if (query.inStock) conditions.push(Prisma.sql`"inStock" AND "stockQuantity" > 0`);
  if (query.discounted) conditions.push(Prisma.sql`"discountPrice" IS NOT NULL AND "discountPrice" < "price"`);
  return conditions;
}

type Page = Pick<CataloguePage, "products" | "matching" | "page" | "pages">;

/**
 * One page in the given order, counted in the same scan. The keys are computed once per matching
 * row into a narrow row (id and keys; `OFFSET 0` keeps PostgreSQL from folding that step into the
 * next), so the count and the sort never carry a product's wide columns — thousands of them
 * spilled to disk — and only the page's rows are read in full. A page past the end (no rows, so
 * no count) is counted apart and clamped to the last page.
 */
async function pageOf(
  query: ShopQuery,
  conditions: Prisma.Sql[],
  keys: SortKey[],
  { textMatch = false, page = query.page } = {},
): Promise<Page> {
  const where = Prisma.join(conditions, " AND ");
  const read = db().$queryRaw<(SummaryRow & { matching: bigint })[]>`
    SELECT ${summaryColumns}, "page"."matching"
    FROM (SELECT "keyed".*, COUNT(*) OVER () AS "matching"
      FROM (SELECT "products"."id", ${sortKeyColumnsSql(keys)} FROM "products" ${ratingsJoinSql} WHERE ${where}
        OFFSET 0) AS "keyed"
      ORDER BY ${sortKeyOrderSql(keys, "keyed")}
      LIMIT ${query.size} OFFSET ${(page - 1) * query.size}) AS "page"
    JOIN "products" USING ("id")
    ORDER BY ${sortKeyOrderSql(keys, "page")}`;
  const rows = await (textMatch ? throughTextIndex(read) : read);
  if (rows.length === 0 && page > 1) {
    const [{ matching }] = (await db().$queryRaw<{ matching: bigint }[]>`
      SELECT COUNT(*) AS "matching" FROM "products" ${ratingsJoinSql} WHERE ${where}`) as [{ matching: bigint }];
    const last = Math.max(1, Math.ceil(Number(matching) / query.size));
    if (last < page) return pageOf(query, conditions, keys, { textMatch, page: last });
  }
  const total = Number(rows[0]?.matching ?? 0);
  return { products: rows.map(toSummary), matching: total, page, pages: Math.max(1, Math.ceil(total / query.size)) };
}

/** The products matching every term; the default sort ("featured") puts the most relevant first. */
function pageMatching(query: ShopQuery, terms: SearchTerm[]): Promise<Page> {
  const keys =
    query.sort === "featured"
      ? [...relevanceKeys(terms), ...SORT_KEYS.featured]
      : [...SORT_KEYS[query.sort], ...relevanceKeys(terms)];
  return pageOf(query, [...filterConditions(query), matchesTermsSql(terms)], keys, { textMatch: true });
}

/**
 * The shop's page of products, in `locale`. With a query: the products matching every word of it (any order,
 * any case, the last word also as a prefix); only when none do, the products matching the query
 * with its misspelt words corrected; when those are none either, the closest product names.
 */
export async function searchCatalogue(query: ShopQuery, locale: Locale): Promise<CataloguePage> {
  const found = await matchingPage(query);
  const [products, suggestions] = await Promise.all([
    inLocale(found.products, locale),
    inLocale(found.suggestions, locale),
  ]);
  return { ...found, products, suggestions };
}

/** searchCatalogue()'s page before its translation: the match reads every language's texts. */
async function matchingPage(query: ShopQuery): Promise<CataloguePage> {
  const none = { correctedQuery: null, suggestions: [] };
  if (!query.q) return { ...(await pageOf(query, filterConditions(query), SORT_KEYS[query.sort])), ...none };
  const terms = searchTerms(query.q);
  // Only separators and symbols ("&|!"): nothing to look for, so nothing matches.
  if (terms.length === 0) return { products: [], matching: 0, page: 1, pages: 1, ...none };

  const exact = await pageMatching(query, terms);
  if (exact.matching > 0) return { ...exact, ...none };
  const corrected = await correctedTerms(terms);
  if (corrected) {
    const forgiving = await pageMatching(query, corrected);
    if (forgiving.matching > 0) return { ...forgiving, correctedQuery: termsText(corrected), suggestions: [] };
  }
  return { ...exact, correctedQuery: null, suggestions: await closestProductNames(termsText(terms)) };
}

export const cachedCatalogueOverview = cachedRead("catalogue-overview", CACHE_TAGS.catalogue, catalogueOverview);
export const cachedSearchCatalogue = cachedRead("catalogue-search", CACHE_TAGS.catalogue, searchCatalogue);
