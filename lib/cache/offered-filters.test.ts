/**
 * #17: a list is cached only for a category or tag the store offers; a made-up one is never
 * remembered, and a new one counts at once.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPost } from "@/test/support/posts";
import { createProduct } from "@/test/support/users-and-products";
import { isOfferedValue } from "./offered-filters";

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString("hex")}`;

describe("isOfferedValue", () => {
  it("offers a category once a product has it, a made-up one never", async () => {
    const category = unique("Offered Category");
    expect(await isOfferedValue("category", category)).toBe(false);
    await createProduct({ category });
    expect(await isOfferedValue("category", category)).toBe(true);
    expect(await isOfferedValue("category", category.toLowerCase())).toBe(false);
    expect(await isOfferedValue("category", unique("Made Up"))).toBe(false);
  });

  it("offers a tag once a published post has it, not a draft's", async () => {
    const [tag, draftTag] = [unique("offered-tag"), unique("draft-tag")];
    expect(await isOfferedValue("tag", tag)).toBe(false);
    await createPost({ tags: [tag] });
    await createPost({ tags: [draftTag], published: false });
    expect(await isOfferedValue("tag", tag)).toBe(true);
    expect(await isOfferedValue("tag", draftTag)).toBe(false);
    // The same text as a category is another question.
    expect(await isOfferedValue("category", tag)).toBe(false);
  });
});
