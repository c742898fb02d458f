import { getSchema } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { BLOG_TAGS } from "@/lib/blog/sanitize";
import { editorExtensions, isAllowedHref, isAllowedImageSrc } from "./editor-extensions";

describe("the blog editor", () => {
  it("links only what the sanitizer keeps", () => {
    for (const href of ["https://example.in/a?b=1", "mailto:hello@example.in", "/shop?category=Algebra"]) {
      expect(isAllowedHref(href), href).toBe(true);
    }
    for (const href of [
      "javascript:alert(1)",
      "http://example.in",
      "//evil.example",
      "/\\evil",
      "data:text/html,x",
      "",
    ]) {
      expect(isAllowedHref(href), href).toBe(false);
    }
    expect(isAllowedImageSrc("mailto:a@b.in")).toBe(false);
    expect(isAllowedImageSrc("/uploads/a.png")).toBe(true);
  });

  it("reads and writes no element the sanitizer would remove (no h1, no strike-through)", () => {
    const schema = getSchema(editorExtensions);
    const tags = [...Object.values(schema.nodes), ...Object.values(schema.marks)].flatMap((type) =>
      (type.spec.parseDOM ?? []).flatMap((rule) => ("tag" in rule && rule.tag ? [rule.tag.split(/[[.]/)[0]!] : [])),
    );
    expect(tags).toEqual(expect.arrayContaining(["h2", "h4", "strong", "em", "a", "blockquote", "ul", "ol", "img"]));
    expect(tags.filter((tag) => !BLOG_TAGS.includes(tag))).toEqual([]);
  });
});
