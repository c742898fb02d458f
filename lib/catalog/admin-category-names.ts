/**
 * Categories' Hindi names as operators manage them (#30). A category is the English
 * Product.category string; its Hindi name (CategoryTranslation) is what /hi shows for it, while
 * the shop's filter and addresses keep the English. A save expires the lists and the category's
 * product pages, which show the name.
 */
import "server-only";
import { db } from "../db";
import { notFound } from "../http/errors";
import { log } from "../log";
import { productsChanged } from "./product-reads";

export interface CategoryNames {
  category: string;
  /** Empty when the category has no Hindi name yet. */
  nameHi: string;
}

/** Every category products use, A to Z, with its Hindi name. */
export async function listCategoryNames(): Promise<CategoryNames[]> {
  const [products, translations] = await Promise.all([
    db().product.findMany({ distinct: ["category"], select: { category: true }, orderBy: { category: "asc" } }),
    db().categoryTranslation.findMany({ where: { locale: "hi" } }),
  ]);
  const hindi = new Map(translations.map((row) => [row.category, row.name]));
  return products.map(({ category }) => ({ category, nameHi: hindi.get(category) ?? "" }));
}

/** Sets a category's Hindi name; an empty name removes it (the English shows again). */
export async function saveCategoryName(category: string, nameHi: string): Promise<void> {
  const products = await db().product.findMany({ where: { category }, select: { id: true } });
  if (products.length === 0) throw notFound("No product is in this category");
  const key = { category, locale: "hi" };
  if (nameHi) {
    await db().categoryTranslation.upsert({
      where: { category_locale: key },
      create: { ...key, name: nameHi },
      update: { name: nameHi },
    });
  } else {
    await db().categoryTranslation.deleteMany({ where: key });
  }
  productsChanged(products.map((product) => product.id));
  log.info("category_name_saved", { category, locale: "hi" });
}
