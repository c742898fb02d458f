import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";

/** A blog post of the test's own, published unless told otherwise, listed long ago. */
export async function createPost({ tags = [], published = true }: { tags?: string[]; published?: boolean } = {}) {
  const slug = `test-post-${randomBytes(4).toString("hex")}`;
  return db().blogPost.create({
    data: {
      slug,
      title: `Test post ${slug}`,
      description: "A post made by a test.",
      author: "Test Author",
      image: "/images/blog/test.svg",
      date: new Date("2020-01-01T00:00:00Z"),
      readMinute: 3,
      tags,
      category: "Teaching",
      content: "<p>Hello</p>",
      published,
    },
  });
}
