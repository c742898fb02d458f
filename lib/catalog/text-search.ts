/**
 * The shop's text search in PostgreSQL (migration 20261123220000_catalogue_search): every word of
 * the query against the weighted `searchDocument` of a product (name, category, features,
 * description, and their translations: migration 20261126161650_product_translations), misspelt words corrected to the closest word the catalogue uses (pg_trgm and
 * fuzzystrmatch on `search_words`), and the closest product names when nothing matches at all.
 * Words reach SQL only as bound parameters; searchTerms() has already reduced them to letters
 * and digits, so none can carry tsquery syntax either.
 */
import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import type { Product } from "./product";
import type { SearchTerm } from "./search-terms";
import type { SortKey } from "./sort-keys";

/**
 * The tsquery of one term: any of its alternatives, as typed (`simple`) or stemmed (`english`);
 * `inName` restricts it to the name's weight (A).
 */
function termQuery(term: SearchTerm, inName = false): Prisma.Sql {
  const label = `${term.prefix ? "*" : ""}${inName ? "A" : ""}`;
  const lexemes = term.alternatives.map((word) => (label ? `${word}:${label}` : word));
  return Prisma.join(
    lexemes.map((lexeme) => Prisma.sql`(to_tsquery('simple', ${lexeme}) || to_tsquery('english', ${lexeme}))`),
    " || ",
    "(",
    ")",
  );
}

/** Every term, in any order: a product must match them all. */
function allTermsQuery(terms: SearchTerm[], inName = false): Prisma.Sql {
  return Prisma.join(
    terms.map((term) => termQuery(term, inName)),
    " && ",
    "(",
    ")",
  );
}

export const matchesTermsSql = (terms: SearchTerm[]): Prisma.Sql =>
  Prisma.sql`"searchDocument" @@ ${allTermsQuery(terms)}`;

/**
 * `read`, a query with a text match, planned to find its products through the GIN index: a bitmap
 * scan that never opens a product's search document (the match has no weights, so no recheck).
 * PostgreSQL overestimates what a prefix matches and prices evaluating a document at next to
 * nothing, so it otherwise reads the whole table and evaluates every document: twice the time for
 * "ganit khel" (docs/PERFORMANCE.md, "Search"). The setting is local to the read's transaction.
 */
export async function throughTextIndex<T>(read: Prisma.PrismaPromise<T>): Promise<T> {
  const [, result] = await db().$transaction([db().$queryRaw`SELECT set_config('enable_seqscan', 'off', true)`, read]);
  return result;
}

/**
 * Relevance, best first: products whose name alone holds every word, then the weighted frequency
 * of the words with the name weighing most and the description least (weights are listed D, C,
 * B, A). `ts_rank` rather than `ts_rank_cd`: cover density cost a third of a broad query's time
 * (docs/PERFORMANCE.md, "Search") and ordered the fields the same way.
 */
export function relevanceKeys(terms: SearchTerm[]): SortKey[] {
  return [
    { expression: Prisma.sql`"searchDocument" @@ ${allTermsQuery(terms, true)}`, descending: true },
    {
      expression: Prisma.sql`ts_rank('{0.05, 0.2, 0.4, 1.0}', "searchDocument", ${allTermsQuery(terms)})`,
      descending: true,
    },
  ];
}

/** Trigram similarity a catalogue word needs to be considered as the correction of a typed one. */
const CORRECTION_SIMILARITY = 0.2;
/** How close a product name must come to the whole query to be offered under "Did you mean". */
const SUGGESTION_SIMILARITY = 0.3;
const MAX_SUGGESTIONS = 3;

/** Edits a correction may make: one in a short word, more in a long one ("suduko" is two away). */
const allowedEdits = (word: string): number => (word.length < 6 ? 1 : word.length < 9 ? 2 : 3);

/**
 * Whether the catalogue uses each term's word (or, while it is typed, a word starting with it).
 * Looked up in the word list rather than the products: a word no product has would otherwise
 * make PostgreSQL read every product to prove it. A word only removed products used still counts
 * as known; the query then finds nothing and the page offers "Did you mean" instead.
 */
async function knownTerms(terms: SearchTerm[]): Promise<boolean[]> {
  const checks = terms.map((term) => {
    // Words are letters and digits only (searchWords), so none holds a LIKE wildcard.
    const prefixes = term.prefix ? term.alternatives.map((word) => `${word}%`) : [];
    return Prisma.sql`EXISTS (SELECT 1 FROM "search_words"
      WHERE "word" = ANY(${term.alternatives}::text[]) OR "word" LIKE ANY(${prefixes}::text[]))`;
  });
  const [row] = await db().$queryRaw<{ known: boolean[] }[]>`SELECT ARRAY[${Prisma.join(checks)}] AS "known"`;
  return row?.known ?? terms.map(() => false);
}

/** The catalogue word closest to `typed` that some product still uses, within its allowed edits. */
function closestWordSql(typed: string) {
  const edits = allowedEdits(typed);
  return db().$queryRaw<{ word: string }[]>`
    SELECT "word" FROM "search_words"
    WHERE "word" % ${typed} AND levenshtein_less_equal("word", ${typed}, ${edits}::int) <= ${edits}::int
      AND EXISTS (SELECT 1 FROM "products" WHERE "searchDocument" @@ plainto_tsquery('simple', "word"))
    ORDER BY levenshtein_less_equal("word", ${typed}, ${edits}::int), similarity("word", ${typed}) DESC, "word"
    LIMIT 1`;
}

/**
 * The terms with each word that nothing matches replaced by the closest word the catalogue uses;
 * null when every word is known (a precise query is never widened to look-alikes) or when no
 * unknown word has a close enough correction.
 */
export async function correctedTerms(terms: SearchTerm[]): Promise<SearchTerm[] | null> {
  const known = await knownTerms(terms);
  const unknown = terms.filter((_, index) => !known[index]);
  if (unknown.length === 0) return null;
  const [, ...found] = await db().$transaction([
    // `%` reads its threshold from this setting; local to the transaction.
    db().$queryRaw`SELECT set_config('pg_trgm.similarity_threshold', ${String(CORRECTION_SIMILARITY)}, true)`,
    ...unknown.map((term) => closestWordSql(term.typed)),
  ]);
  const corrections = new Map(unknown.map((term, index) => [term, (found[index] as { word: string }[])[0]?.word]));
  if (![...corrections.values()].some(Boolean)) return null;
  return terms.map((term) => {
    const word = corrections.get(term);
    return word ? { typed: word, alternatives: [word], prefix: false } : term;
  });
}

/**
 * The products whose name, English or translated, is closest to the query (trigram word
 * similarity), for "Did you mean …": each product once, by its English name (./localized.ts
 * names it in the page's language).
 */
export async function closestProductNames(query: string): Promise<Pick<Product, "id" | "name">[]> {
  const [, rows] = await db().$transaction([
    db().$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SUGGESTION_SIMILARITY)}, true)`,
    db().$queryRaw<Pick<Product, "id" | "name">[]>`
      SELECT "products"."id", "products"."name" FROM (
        SELECT "id", MAX("closeness") AS "closeness" FROM (
          SELECT "id", word_similarity(${query}, "name") AS "closeness" FROM "products" WHERE ${query} <% "name"
          UNION ALL
          SELECT "productId", word_similarity(${query}, "name") FROM "product_translations"
            WHERE ${query} <% "name") AS "names"
        GROUP BY "id") AS "closest"
      JOIN "products" USING ("id")
      ORDER BY "closest"."closeness" DESC, "products"."name" ASC
      LIMIT ${MAX_SUGGESTIONS}`,
  ]);
  return rows;
}
