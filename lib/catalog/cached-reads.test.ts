/**
 * The storefront's cached catalogue reads in each language (#30): the language is an argument of
 * the read, so Next.js keeps one entry per language (its key holds the arguments), and each entry
 * carries the same tags as before, so the same writes expire both.
 */
import type * as NextCache from "next/cache";
import { unstable_cache } from "next/cache";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createProduct } from "@/test/support/users-and-products";
import { db } from "../db";
import { shopQuerySchema } from "../validation/catalogue";
import { cachedProduct } from "./product-reads";
import { cachedCatalogueOverview, cachedSearchCatalogue } from "./search";

// Records each cached read's key, tags and the arguments it is called with; the read runs uncached.
const calledWith: unknown[][] = [];
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof NextCache>()),
  unstable_cache: vi.fn(
    <Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>) =>
      (...args: Args) => {
        calledWith.push(args);
        return read(...args);
      },
  ),
}));
const cachedWith = vi.mocked(unstable_cache);
/** The reads with fixed tags are made cached once, as their modules load. */
const cachedAtLoad = cachedWith.mock.calls.map(([, key, given]) => [key, given]);

beforeEach(() => {
  cachedWith.mockClear();
  calledWith.length = 0;
});

describe("cached catalogue reads", () => {
  it("keep a product in each language under the product's own tag", async () => {
    const product = await createProduct({ name: "Sine Snap" });
    await db().productTranslation.create({ data: { productId: product.id, locale: "hi", name: "साइन स्नैप" } });
    expect((await cachedProduct(product.id, "hi"))?.name).toBe("साइन स्नैप");
    expect((await cachedProduct(product.id, "en"))?.name).toBe("Sine Snap");
    const options = { tags: [`product:${product.id}`], revalidate: 60 };
    expect(cachedWith.mock.calls.map(([, key, given]) => [key, given])).toEqual([
      [["product"], options],
      [["product"], options],
    ]);
    expect(calledWith).toEqual([
      [product.id, "hi"],
      [product.id, "en"],
    ]);
  });

  it("keep the shop's lists in each language under the catalogue's tag", async () => {
    const query = shopQuerySchema.parse({});
    await cachedCatalogueOverview("hi");
    await cachedSearchCatalogue(query, "hi");
    expect(cachedAtLoad).toEqual(
      expect.arrayContaining([
        [["catalogue-overview"], { tags: ["catalogue"], revalidate: 60 }],
        [["catalogue-search"], { tags: ["catalogue"], revalidate: 60 }],
      ]),
    );
    expect(calledWith).toEqual([["hi"], [query, "hi"]]);
  });
});
