/**
 * Integration: the migrated schema plus the seed, against a real PostgreSQL database.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../test/support/users-and-products";
import { listNewArrivals } from "../lib/catalog/product-reads";
import { sellingPrice } from "../lib/catalog/pricing";
import { db } from "../lib/db";
import { toPaise } from "../lib/money";
import { declarationFields } from "../lib/validation/product-declarations";
import { productsHindi } from "./seed-data/catalogue/hi";
import { categoryNamesHindi } from "./seed-data/catalogue/hi/categories";
import { products as seedProducts } from "./seed-data/products";
import { blogPostsHindi } from "./seed-data/posts/hi";
import { sliders as seedSliders } from "./seed-data/sliders";
import { sliderTitlesHindi } from "./seed-data/sliders-hindi";
import { taxCodes } from "./seed-data/tax-codes";
import { seedCatalogue } from "./seed";

beforeAll(async () => {
  // Twice: the second run must update in place, not duplicate.
  await seedCatalogue();
  await seedCatalogue();
});

/** Only the seeded rows: other test files add their own products to the same database. */
async function catalogue() {
  const rows = await db().product.findMany({ where: { slug: { in: seedProducts.map((product) => product.slug) } } });
  return rows.map((row) => ({
    ...row,
    selling: sellingPrice(toPaise(row.price), row.discountPrice === null ? null : toPaise(row.discountPrice)),
  }));
}

describe("seeded catalogue", () => {
  it("is idempotent and complete", async () => {
    expect((await catalogue()).length).toBe(seedProducts.length);
    expect(seedProducts.length).toBeGreaterThanOrEqual(30);
    expect(await db().blogPost.count()).toBeGreaterThanOrEqual(6);
    const seededIds = seedSliders.map((slider) => slider.id);
    expect(await db().slider.count({ where: { id: { in: seededIds }, active: true } })).toBe(3);
  });

  it("spans at least five categories and holds the four featured products", async () => {
    const rows = await catalogue();
    expect(new Set(rows.map((row) => row.category)).size).toBeGreaterThanOrEqual(5);
    const names = rows.map((row) => row.name);
    for (const featured of ["Trigno Card", "Coordinate", "Operator", "Trigonik"]) expect(names).toContain(featured);
  });

  it("writes the Hindi of every product and category once", async () => {
    const slugs = seedProducts.map((product) => product.slug);
    const rows = await db().productTranslation.findMany({
      where: { locale: "hi", product: { slug: { in: slugs } } },
      include: { product: { select: { slug: true } } },
    });
    expect(rows).toHaveLength(slugs.length);
    for (const row of rows) expect(row).toMatchObject(productsHindi[row.product.slug] ?? {});
    const categories = await db().categoryTranslation.findMany({ where: { locale: "hi" } });
    for (const [category, name] of Object.entries(categoryNamesHindi)) {
      expect(categories).toContainEqual(expect.objectContaining({ category, name }));
    }
  });

  it("fills every price tier of SPEC §9", async () => {
    const rows = await catalogue();
    const inTier = (low: number, high: number) => rows.filter((row) => row.selling >= low && row.selling < high);
    expect(inTier(0, 499_00).length).toBeGreaterThan(0);
    expect(inTier(499_00, 999_00).length).toBeGreaterThan(0);
    expect(inTier(999_00, 1_499_00).length).toBeGreaterThan(0);
    expect(inTier(1_499_00, Number.MAX_SAFE_INTEGER).length).toBeGreaterThan(0);
  });

  it("fills every age group and has products for all ages", async () => {
    const rows = await catalogue();
    for (const age of ["10+", "12+", "14+"]) expect(rows.some((row) => row.ageSuitability === age)).toBe(true);
    expect(rows.some((row) => row.ageSuitability === null)).toBe(true);
  });

  it("has discounted, bestselling, out-of-stock, low-stock and marketplace-linked products", async () => {
    const rows = await catalogue();
    expect(rows.some((row) => row.discountPrice !== null && row.selling < toPaise(row.price))).toBe(true);
    expect(rows.some((row) => row.bestseller)).toBe(true);
    expect(rows.some((row) => !row.inStock && row.stockQuantity === 0)).toBe(true);
    expect(rows.some((row) => row.inStock && row.stockQuantity > 0 && row.stockQuantity <= 10)).toBe(true);
    expect(rows.some((row) => row.brand?.startsWith("https://"))).toBe(true);
  });

  it("describes every product fully, with one to four images under public/", async () => {
    for (const row of await catalogue()) {
      expect(row.description.length).toBeGreaterThan(40);
      expect(row.features.length).toBeGreaterThan(0);
      expect(row.contents.length).toBeGreaterThan(0);
      expect(row.materials).toBeTruthy();
      expect(row.weight).toBeGreaterThan(0);
      expect(row.dimensions).toMatch(/cm/);
      // Each has its own tax heading (prisma/seed-data/tax-codes.ts), not the column's default.
      expect(taxCodes[row.slug], row.slug).toEqual({ hsnCode: row.hsnCode, gstRate: row.gstRate });
      expect(row.images.length).toBeGreaterThanOrEqual(1);
      expect(row.images.length).toBeLessThanOrEqual(4);
      for (const image of row.images) expect(image).toMatch(/^\/images\/products\/[a-z0-9-]+\/\d\.svg$/);
    }
  });

  it("declares every product as the admin form requires, made in India by the store, no licence invented", async () => {
    for (const row of await catalogue()) {
      expect(declarationFields.netQuantity.safeParse(row.netQuantity).success).toBe(true);
      expect(declarationFields.bisStandard.parse(row.bisStandard)).toMatch(/^IS /);
      expect(row).toMatchObject({ countryOfOrigin: "India", declarantName: null, isToy: true, bisLicence: null });
    }
  });

  it("lists New Arrivals newest first", async () => {
    const newest = [...seedProducts].sort((a, b) => b.listedOn.localeCompare(a.listedOn)).slice(0, 4);
    const arrivals = await listNewArrivals("en", 4);
    expect(arrivals.map((product) => product.name)).toEqual(newest.map((product) => product.name));
  });
});

describe("database invariants", () => {
  it("refuses negative stock and discount prices above the list price", async () => {
    const product = await db().product.findUniqueOrThrow({ where: { slug: seedProducts[0]!.slug } });
    await expect(db().product.update({ where: { id: product.id }, data: { stockQuantity: -1 } })).rejects.toThrow();
    await expect(
      db().product.update({ where: { id: product.id }, data: { discountPrice: "99999.00" } }),
    ).rejects.toThrow();
    const unchanged = await db().product.findUniqueOrThrow({ where: { id: product.id } });
    expect(unchanged.stockQuantity).toBe(product.stockQuantity);
  });

  it("refuses the GST slabs abolished in September 2025 and accepts the new 40 % slab", async () => {
    const product = await createProduct({ gstRate: 5 });
    for (const abolished of [12, 28]) {
      await expect(db().product.update({ where: { id: product.id }, data: { gstRate: abolished } })).rejects.toThrow();
    }
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).gstRate).toBe(5);
    const luxury = await db().product.update({ where: { id: product.id }, data: { gstRate: 40 } });
    expect(luxury.gstRate).toBe(40);
  });

  it("keeps one cart line per shopper and product", async () => {
    const user = await db().user.create({
      data: { name: "Asha Verma", email: `asha.${Date.now()}@example.in`, passwordHash: "x" },
    });
    const product = await db().product.findFirstOrThrow();
    await db().cartLine.create({ data: { userId: user.id, productId: product.id, quantity: 1 } });
    await expect(
      db().cartLine.create({ data: { userId: user.id, productId: product.id, quantity: 2 } }),
    ).rejects.toThrow();
  });
});

describe("seeded content in Hindi", () => {
  it("gives every seeded post its Hindi version and every banner its Hindi title, once", async () => {
    const slugs = Object.keys(blogPostsHindi);
    expect(await db().blogPostTranslation.count({ where: { locale: "hi", post: { slug: { in: slugs } } } })).toBe(
      slugs.length,
    );
    const sliderIds = Object.keys(sliderTitlesHindi);
    expect(await db().sliderTranslation.count({ where: { locale: "hi", sliderId: { in: sliderIds } } })).toBe(
      sliderIds.length,
    );
  });
});
