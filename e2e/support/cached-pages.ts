/** Reading the storefront as a visitor does, and what Next.js's page cache holds, for the cache tests. */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";

/** The page's HTML, and whether Next.js served it from its page cache (`hit`: as it was, not rendered now). */
export async function read(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers });
  expect(response.status(), path).toBe(200);
  const cache = response.headers()["x-nextjs-cache"];
  return { html: await response.text(), cached: cache !== undefined, hit: cache === "HIT" };
}

/** One product as the public API answers it (from the same cache). */
export async function apiProduct(request: APIRequestContext, productId: string) {
  const response = await request.post("/api/products/single", { data: { productId } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { product: { price: number; stockQuantity: number } }).product;
}

export async function apiListPrice(request: APIRequestContext, productId: string) {
  const { products } = (await (await request.get("/api/products/list")).json()) as {
    products: { _id: string; price: number }[];
  };
  return products.find((product) => product._id === productId)?.price;
}

/** Next.js's page cache, as `npm start` keeps it on disk: the files of every address rendered and kept. */
export function cachedPageFiles(): string[] {
  const folder = path.resolve(".next/server/route-cache");
  return existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: "utf8" }).toSorted() : [];
}
