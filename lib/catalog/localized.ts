/**
 * The catalogue in the shopper's language (#30): the one place where a product's English texts
 * give way to its translation (ProductTranslation) and its category to the category's name in
 * that language (CategoryTranslation). Field by field: a text not translated stays English. The
 * category itself stays English (the filter's value, the shop's addresses); `categoryName` is what
 * a page shows.
 */
import "server-only";
import { db } from "../db";
import type { ProductTranslation } from "../generated/prisma/client";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";

/** What a translation can replace; each view of a product (page, card, link) has some of these. */
interface TranslatableRow {
  id: string;
  name: string;
  description?: string;
  features?: string[];
  contents?: string[];
  materials?: string | null;
  category?: string;
  categoryName?: string;
}

/** Each category's name in `locale`, the English name when it has none. */
export async function categoryNames(categories: string[], locale: Locale): Promise<Map<string, string>> {
  const names = new Map(categories.map((category) => [category, category]));
  if (locale === DEFAULT_LOCALE || categories.length === 0) return names;
  const rows = await db().categoryTranslation.findMany({ where: { locale, category: { in: categories } } });
  for (const row of rows) if (row.name.trim()) names.set(row.category, row.name);
  return names;
}

/** The translation's texts that replace those of `row`: only the fields the row has and the translation fills. */
function translatedTexts(row: TranslatableRow, translation: ProductTranslation | undefined): Partial<TranslatableRow> {
  if (!translation) return {};
  const found: Partial<TranslatableRow> = {
    name: translation.name?.trim() ? translation.name : undefined,
    description: translation.description?.trim() ? translation.description : undefined,
    features: translation.features.length > 0 ? translation.features : undefined,
    contents: translation.contents.length > 0 ? translation.contents : undefined,
    materials: translation.materials?.trim() ? translation.materials : undefined,
  };
  return Object.fromEntries(Object.entries(found).filter(([key, value]) => value !== undefined && key in row));
}

/** `rows` as shoppers of `locale` read them, in the same order. */
export async function inLocale<Row extends TranslatableRow>(rows: Row[], locale: Locale): Promise<Row[]> {
  if (locale === DEFAULT_LOCALE || rows.length === 0) return rows;
  const categories = [...new Set(rows.flatMap((row) => (row.category === undefined ? [] : [row.category])))];
  const [translations, names] = await Promise.all([
    db().productTranslation.findMany({ where: { locale, productId: { in: rows.map((row) => row.id) } } }),
    categoryNames(categories, locale),
  ]);
  const byProduct = new Map(translations.map((translation) => [translation.productId, translation]));
  return rows.map((row) => ({
    ...row,
    ...translatedTexts(row, byProduct.get(row.id)),
    ...(row.category !== undefined && "categoryName" in row ? { categoryName: names.get(row.category) } : {}),
  }));
}
