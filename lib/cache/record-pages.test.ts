/**
 * #17: an address that names no product or post is served from one shared not-found page (proxy.ts
 * rewrites it there), so made-up addresses never grow the page cache; a product's or post's real
 * addresses are served as they are, at once for a new record.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPost } from "@/test/support/posts";
import { createProduct } from "@/test/support/users-and-products";
import { storedReview } from "@/test/support/reviews";
import { db } from "../db";
import { isReviewPageAddress, missingRecordPage } from "./record-pages";

const madeUp = () => `c${randomBytes(12).toString("hex")}`;

describe("missingRecordPage", () => {
  it("sends every made-up or malformed product address to the one shared not-found page", async () => {
    const id = madeUp();
    for (const path of [`/shop/${id}`, `/shop/${id}/reviews/2`, "/shop/filtered", "/shop/a.b", "/shop/%E0%A4"]) {
      expect(await missingRecordPage(path), path).toBe("/shop/_");
    }
    expect(await missingRecordPage(`/shop/${id}/opengraph-image`)).toBe("/shop/_/opengraph-image");
    expect(await missingRecordPage(`/shop/${"a".repeat(201)}`)).toBe("/shop/_");
  });

  it("serves a new product's addresses at once, and only the pages of its reviews that exist", async () => {
    const product = await createProduct();
    for (const path of [`/shop/${product.id}`, `/shop/${product.id}/opengraph-image`]) {
      expect(await missingRecordPage(path), path).toBeNull();
    }
    // One page of reviews: page 1 is the product's own address, there is no page 2 yet.
    for (const page of ["1", "2", "01", "abc", "2.0"]) {
      expect(await missingRecordPage(`/shop/${product.id}/reviews/${page}`), page).toBe("/shop/_");
    }
    for (let index = 0; index < 11; index += 1) await storedReview(product.id);
    expect(await missingRecordPage(`/shop/${product.id}/reviews/2`)).toBeNull();
    expect(await missingRecordPage(`/shop/${product.id}/reviews/3`)).toBe("/shop/_");
  });

  it("serves a published post by slug or id, and sends a draft or made-up post to the shared not-found page", async () => {
    const post = await createPost();
    for (const path of [`/blog/${post.slug}`, `/blog/${post.id}`, `/blog/${post.slug}/opengraph-image`]) {
      expect(await missingRecordPage(path), path).toBeNull();
    }
    const draft = await createPost({ published: false });
    expect(await missingRecordPage(`/blog/${draft.slug}`)).toBe("/blog/_");
    expect(await missingRecordPage(`/blog/${madeUp()}`)).toBe("/blog/_");
    expect(await missingRecordPage(`/blog/${madeUp()}/opengraph-image`)).toBe("/blog/_/opengraph-image");
    // Published later: shown at once, a miss is never remembered.
    await db().blogPost.update({ where: { id: draft.id }, data: { published: true } });
    expect(await missingRecordPage(`/blog/${draft.slug}`)).toBeNull();
  });

  it("leaves every other address alone: the lists, their previews and variants, the shared page itself", async () => {
    for (const path of [
      "/",
      "/shop",
      "/blog",
      "/about",
      "/shop/opengraph-image",
      "/blog/opengraph-image",
      "/shop/filtered/all.",
      "/blog/search/cT1h",
      "/shop/_",
      "/blog/_",
      "/api/products/list",
    ]) {
      expect(await missingRecordPage(path), path).toBeNull();
    }
  });
});

describe("isReviewPageAddress", () => {
  it("accepts pages 2 to the last, written plainly", () => {
    expect(["2", "3"].map((page) => isReviewPageAddress(page, 3))).toEqual([true, true]);
    for (const page of ["1", "4", "02", "2.0", "2.5", "", " 2", "1e1", "-2"]) {
      expect(isReviewPageAddress(page, 3), page).toBe(false);
    }
  });
});
