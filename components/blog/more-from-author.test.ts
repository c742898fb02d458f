/**
 * "More from {author}" renders the author's other posts, nothing when there are none, and SPEC
 * §8's 'Failed to fetch author blogs' when the read fails (the post page around it still renders).
 */
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { cachedOtherPostsByAuthor, type Post } from "@/lib/blog/posts";
import { MoreFromAuthor } from "./more-from-author";

vi.mock("@/lib/blog/posts", () => ({ cachedOtherPostsByAuthor: vi.fn() }));
// next-intl's Link needs Next.js's router, which a test has not: a plain link to the English address.
vi.mock("@/lib/i18n/navigation", () => ({ Link: (props: ComponentProps<"a">) => createElement("a", props) }));
// The English page's texts, as next-intl gives them to a server component.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const { en } = await import("@/messages/en");
  return {
    getLocale: () => Promise.resolve("en"),
    getTranslations: (namespace: "blog") =>
      Promise.resolve(createTranslator({ locale: "en", messages: en, namespace })),
  };
});

const read = vi.mocked(cachedOtherPostsByAuthor);
const render = async () => {
  const element = await MoreFromAuthor({ author: "Arjun Rathore", slug: "a" });
  return element && renderToStaticMarkup(element);
};

describe("MoreFromAuthor", () => {
  it("links the author's other posts under their name", async () => {
    const post = { slug: "b", title: "Fractions at the table", date: Date.UTC(2026, 0, 5), readMinute: 4, lang: "en" };
    read.mockResolvedValueOnce([post as Post]);
    const html = await render();
    expect(html).toContain("More from Arjun Rathore");
    expect(html).toContain('href="/blog/b"');
    expect(html).toContain("Fractions at the table");
    expect(html).toContain("5 January 2026</time> · 4 min read");
    expect(read).toHaveBeenLastCalledWith("Arjun Rathore", "a", 3, "en");
  });

  it("shows nothing when the author wrote no other post", async () => {
    read.mockResolvedValueOnce([]);
    expect(await render()).toBeNull();
  });

  it("says 'Failed to fetch author blogs' when the read fails", async () => {
    read.mockRejectedValueOnce(new Error("database down"));
    const html = await render();
    expect(html).toContain("More from Arjun Rathore");
    expect(html).toContain("Failed to fetch author blogs");
  });
});
