/**
 * "More from {author}" renders the author's other posts, nothing when there are none, and SPEC
 * §8's 'Failed to fetch author blogs' when the read fails (the post page around it still renders).
 */
import { describe, expect, it, vi } from "vitest";
import { cachedOtherPostsByAuthor, type Post } from "@/lib/blog/posts";
import { renderInLanguage } from "@/test/support/intl";
import { MoreFromAuthor } from "./more-from-author";

vi.mock("@/lib/blog/posts", () => ({ cachedOtherPostsByAuthor: vi.fn() }));

const read = vi.mocked(cachedOtherPostsByAuthor);
const render = async () => {
  const element = await MoreFromAuthor({ author: "Arjun Rathore", slug: "a" });
  return element && renderInLanguage(element);
};

describe("MoreFromAuthor", () => {
  it("links the author's other posts under their name", async () => {
    const post = { slug: "b", title: "Fractions at the table", date: Date.UTC(2026, 0, 5), readMinute: 4 };
    read.mockResolvedValueOnce([post as Post]);
    const html = await render();
    expect(html).toContain("More from Arjun Rathore");
    expect(html).toContain('href="/blog/b"');
    expect(html).toContain("Fractions at the table");
    expect(read).toHaveBeenLastCalledWith("Arjun Rathore", "a", 3);
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
