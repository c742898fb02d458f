/**
 * #17: the public pages are served from Next.js's cache — the same HTML for every visitor, with
 * nobody's data in it — and an admin's write shows on every page it touches within a second.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { blogPosts } from "../prisma/seed-data/blog-posts";
import { signInAsAdmin } from "./support/admin";
import { PNG } from "./support/admin-products";
import { apiListPrice, apiProduct, cachedPageFiles, read } from "./support/cached-pages";
import { placeCodOrder, productsInStock, createShopper } from "./support/shopper";

async function createProduct(page: Page, name: string): Promise<string> {
  await page.goto("/admin/products/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Category", { exact: true }).fill("Arithmetic");
  await page.getByLabel("Price (₹)").fill("349");
  await page.getByLabel("Stock", { exact: true }).fill("5");
  await page.getByLabel("Age (e.g. 10+)").fill("8+");
  await page.getByLabel("Weight (grams)").fill("250");
  await page.getByLabel(/HSN code/).fill("9504");
  await page.getByLabel("GST rate (included in the price)").selectOption("5");
  await page.getByLabel("Description", { exact: true }).fill(`${name}: counting made into a card game.`);
  await page.getByLabel("Net quantity").fill("1 set (54 cards)");
  await page.getByLabel("BIS licence number (toys)").fill("CM/L-0000000001");
  await page.getByLabel(/Add images/).setInputFiles({ name: "cards.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[\w-]+\?created=1$/);
  return page.url().split("/admin/products/")[1]!.split("?")[0]!;
}

test.describe("the cached storefront", { tag: "@serial" }, () => {
  test("serves every visitor the same page, naming none of them", async ({ page, request }) => {
    const shopper = await createShopper("Ishaan Cachewala");
    await signInAsAdmin(page); // the admin's HttpOnly cookie now rides on page.request
    const [product] = await productsInStock(request, 1);
    const signedIn = { authorization: `Bearer ${shopper.token}`, token: shopper.token };
    for (const path of ["/", "/shop", `/shop/${product!._id}`, "/shop?category=Trigonometry", "/blog", "/terms"]) {
      // Other tests' orders may expire the catalogue between two reads: compare reads that agree.
      await expect
        .poll(async () => {
          const anonymous = await read(request, path);
          const personal = await read(page.request, path, signedIn);
          for (const secret of [shopper.user.email, "Ishaan Cachewala", process.env.ADMIN_EMAIL!]) {
            expect(personal.html, path).not.toContain(secret);
          }
          return anonymous.cached && personal.cached && anonymous.html === personal.html;
        }, path)
        .toBe(true);
    }
  });

  test("an admin's price change shows on its page, in the shop and the API at once, and no other product's page renders again", async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page);
    const name = `Cached Counting Cards ${Date.now()}`;
    const productId = await createProduct(page, name);
    // Named apart, so that the search for the first one does not list it.
    const otherId = await createProduct(page, `Untouched Abacus ${Date.now()}`);
    const search = `/shop?q=${encodeURIComponent(name)}`;
    for (const path of [`/shop/${productId}`, search]) {
      expect((await read(page.request, path)).html).toContain("349.00");
    }
    expect((await apiProduct(request, productId)).price).toBe(349);
    expect(await apiListPrice(request, productId)).toBe(349);
    // The other product's page, rendered once and then served from the cache.
    const other = await read(request, `/shop/${otherId}`);
    await expect.poll(async () => (await read(request, `/shop/${otherId}`)).hit).toBe(true);

    await page.goto(`/admin/products/${productId}`);
    await page.getByLabel("Price (₹)").fill("419");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByText("Product saved")).toBeVisible();
    // The very first reads after the save show it: no lifetime to wait out.
    for (const path of [`/shop/${productId}`, search]) {
      const { html } = await read(page.request, path);
      expect(html, path).toContain("419.00");
      expect(html, path).not.toContain("349.00");
    }
    expect((await apiProduct(request, productId)).price).toBe(419);
    expect(await apiListPrice(request, productId)).toBe(419);
    // Only the edited product's tag expired: the other page is served as it was, not rendered again.
    const otherAfter = await read(request, `/shop/${otherId}`);
    expect(otherAfter.hit).toBe(true);
    expect(otherAfter.html).toBe(other.html);

    for (const id of [productId, otherId]) {
      await page.request.post("/api/products/remove", { data: { productId: id } });
      expect((await page.request.get(`/shop/${id}`)).status()).toBe(404);
    }
  });

  test("two orders in a row (route handlers' writes): the first read after the second shows both", async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page);
    const productId = await createProduct(page, `Twice Ordered Cards ${Date.now()}`);
    const shopper = await createShopper("Rohan Twice");
    const stockShown = async () => {
      const { html } = await read(request, `/shop/${productId}`);
      return { page: html.match(/Only (\d+) left/)?.[1], api: (await apiProduct(request, productId)).stockQuantity };
    };
    expect(await stockShown()).toEqual({ page: "5", api: 5 });

    await placeCodOrder(shopper, [{ productId, quantity: 1 }]);
    // Read between the two writes: a copy rendered now must not outlive the second write.
    expect(await stockShown()).toEqual({ page: "4", api: 4 });
    await placeCodOrder(shopper, [{ productId, quantity: 1 }]);
    expect(await stockShown()).toEqual({ page: "3", api: 3 });

    // Off the shelves again: the other specs count the seeded catalogue.
    await page.request.post("/api/products/remove", { data: { productId } });
    expect((await page.request.get(`/shop/${productId}`)).status()).toBe(404);
  });

  test(
    "keeps one address per page of reviews: any other is not found, never another cached copy",
    { tag: "@api" },
    async ({ request }) => {
      const [product] = await productsInStock(request, 1);
      for (const page of ["1", "01", "abc", "9999"]) {
        const path = `/shop/${product!._id}/reviews/${page}`;
        expect((await request.get(path)).status(), path).toBe(404);
      }
    },
  );

  test(
    "serves made-up product and post addresses from one shared not-found page: the page cache does not grow",
    { tag: "@api" },
    async ({ request }) => {
      const [product] = await productsInStock(request, 1);
      const real = `/shop/${product!._id}`;
      await expect.poll(async () => (await read(request, real)).hit).toBe(true);
      // The count below sees the page cache: the real product's page is in it.
      expect(cachedPageFiles().some((file) => file.includes(product!._id))).toBe(true);
      // The shared not-found pages, rendered and cached once.
      for (const shared of ["/shop/_", "/blog/_", "/shop/_/opengraph-image", "/blog/_/opengraph-image"]) {
        await request.get(shared);
      }
      const before = cachedPageFiles();

      const run = Date.now();
      const notFoundPages = { shop: new Set<string>(), blog: new Set<string>() };
      for (let index = 0; index < 10; index += 1) {
        const id = `cmadeup${run}x${index}`;
        for (const address of [
          `/shop/${id}`,
          `/shop/${id}/reviews/2`,
          `${real}/reviews/${index + 50}`,
          `/blog/${id}`,
        ]) {
          const response = await request.get(address);
          expect(response.status(), address).toBe(404);
          notFoundPages[address.startsWith("/shop") ? "shop" : "blog"].add(await response.text());
        }
        for (const preview of [`/shop/${id}/opengraph-image`, `/blog/${id}/opengraph-image`]) {
          expect((await request.get(preview)).status(), preview).toBe(404);
        }
      }
      expect(cachedPageFiles()).toEqual(before);
      // Each list's one not-found page, as cached.
      expect([notFoundPages.shop.size, notFoundPages.blog.size]).toEqual([1, 1]);
      expect([...notFoundPages.shop][0]).toContain("Product Not Found");
      // The real product's page is still served from the cache.
      expect((await read(request, real)).hit).toBe(true);
    },
  );

  test(
    "renders random categories, tags, ratings, prices and deep pages per request: the page cache does not grow",
    { tag: "@api" },
    async ({ request }) => {
      // The store's own category and tag stay cached variants.
      const tag = blogPosts[0]!.tags[0]!;
      for (const path of ["/shop?category=Geometry", `/blog?tag=${encodeURIComponent(tag)}`]) {
        await expect.poll(async () => (await read(request, path)).hit, path).toBe(true);
      }
      const before = cachedPageFiles();
      expect(before.length).toBeGreaterThan(0);

      const run = Date.now();
      for (let index = 0; index < 8; index += 1) {
        const made = `${run}x${index}`;
        const lists = {
          [`/shop?category=Made+Up+${made}`]: "No toys match your wish!",
          [`/blog?tag=made-up-${made}`]: "No posts match your search.",
          [`/shop?rating=4.${made.replace(/\D/g, "")}`]: "Showing",
          [`/shop?minPrice=${index + 1}`]: "Showing",
          [`/shop?maxPrice=${4000 + index + 1}`]: "Showing",
          [`/shop?page=${100 + index}`]: "Showing",
        };
        for (const [path, content] of Object.entries(lists)) {
          const response = await request.get(path);
          expect(response.status(), path).toBe(200);
          expect(response.headers()["x-nextjs-cache"], path).toBeUndefined();
          expect(response.headers()["cache-control"], path).toContain("no-store");
          expect(await response.text(), path).toContain(content);
        }
      }
      expect(cachedPageFiles()).toEqual(before);
      expect((await read(request, "/shop?category=Geometry")).hit).toBe(true);
    },
  );

  test(
    "renders a search by free text per request, never cached, and refuses a variant's own address",
    { tag: "@api" },
    async ({ request }) => {
      // Every distinct text would be one more cached page: a set without bound.
      for (const path of [`/shop?q=fraction+${Date.now()}`, "/shop?q=Fraction+GAME", `/blog?q=angles+${Date.now()}`]) {
        for (const response of [await request.get(path), await request.get(path)]) {
          expect(response.status(), path).toBe(200);
          expect(response.headers()["x-nextjs-cache"], path).toBeUndefined();
          expect(response.headers()["cache-control"], path).toContain("no-store");
        }
      }
      for (const path of [
        "/shop/filtered/all.",
        "/shop/filtered/bm9uc2Vuc2U",
        "/shop/search/cT1h",
        "/blog/filtered/all.",
      ]) {
        expect((await request.get(path)).status(), path).toBe(404);
      }
    },
  );
});
