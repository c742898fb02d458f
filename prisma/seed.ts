/**
 * Seeds a believable shop: the catalogue (with its Hindi), blog posts and banners of prisma/seed-data, plus an
 * admin account when ADMIN_EMAIL and ADMIN_PASSWORD are configured (there is no default one).
 * Idempotent: every record has a stable key and is upserted. Run with `npm run db:seed`.
 */
import { pathToFileURL } from "node:url";
import { ensureConfiguredAdmin } from "../lib/auth/admin-account";
import { savePost } from "../lib/blog/posts";
import { goLiveOnIndianDay } from "../lib/dates";
import { db } from "../lib/db";
import { toRupeeString } from "../lib/money";
import { blogPosts } from "./seed-data/blog-posts";
import { productsHindi } from "./seed-data/catalogue/hi";
import { categoryNamesHindi } from "./seed-data/catalogue/hi/categories";
import { blogPostsHindi } from "./seed-data/posts/hi";
import { seededDeclarations } from "./seed-data/declarations";
import { products } from "./seed-data/products";
import { sliders } from "./seed-data/sliders";
import { sliderTitlesHindi } from "./seed-data/sliders-hindi";
import { taxCodes } from "./seed-data/tax-codes";
import { seedLearningMap } from "./seed-learning-map";

export async function isCatalogueEmpty(): Promise<boolean> {
  return (await db().product.count()) === 0;
}

export async function seedCatalogue(): Promise<void> {
  for (const { slug, pricePaise, discountPricePaise, listedOn, weightGrams, ...product } of products) {
    const data = {
      ...product,
      price: toRupeeString(pricePaise),
      discountPrice: discountPricePaise === undefined ? null : toRupeeString(discountPricePaise),
      date: goLiveOnIndianDay(listedOn),
      inStock: product.stockQuantity > 0,
      ageSuitability: product.ageSuitability ?? null,
      bestseller: product.bestseller ?? false,
      brand: product.brand ?? null,
      weight: weightGrams,
      ...taxCodes[slug],
      ...seededDeclarations(slug),
    };
    const { id } = await db().product.upsert({ where: { slug }, create: { slug, ...data }, update: data });
    const hindi = productsHindi[slug];
    if (hindi) {
      await db().productTranslation.upsert({
        where: { productId_locale: { productId: id, locale: "hi" } },
        create: { productId: id, locale: "hi", ...hindi },
        update: hindi,
      });
    }
  }
  for (const [category, name] of Object.entries(categoryNamesHindi)) {
    await db().categoryTranslation.upsert({
      where: { category_locale: { category, locale: "hi" } },
      create: { category, locale: "hi", name },
      update: { name },
    });
  }

  for (const { publishedOn, ...post } of blogPosts) {
    await savePost({ ...post, date: goLiveOnIndianDay(publishedOn) }, { hi: blogPostsHindi[post.slug] });
  }

  for (const { id, ...slider } of sliders) {
    await db().slider.upsert({ where: { id }, create: { id, ...slider }, update: slider });
    const hindiTitle = sliderTitlesHindi[id];
    if (hindiTitle) {
      await db().sliderTranslation.upsert({
        where: { sliderId_locale: { sliderId: id, locale: "hi" } },
        create: { sliderId: id, locale: "hi", title: hindiTitle },
        update: { title: hindiTitle },
      });
    }
  }
}

/** Everything: catalogue, content, the learning map, and the configured admin. */
export async function seedStore(): Promise<void> {
  await seedCatalogue();
  await seedLearningMap();
  await ensureConfiguredAdmin();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await seedStore();
  console.log(`Seeded ${products.length} products, ${blogPosts.length} blog posts and ${sliders.length} banners.`);
  await db().$disconnect();
}
