/**
 * A blog card on the Hindi blog: a post with a Hindi version is shown as it is; one without is
 * shown in English, marked as English (`lang`), with a short note in Hindi.
 */
import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { Post } from "@/lib/blog/posts";
import { hi } from "@/messages/hi";
import { BlogCard } from "./blog-card";

// next-intl's Link needs Next.js's router, which a test has not: a plain link.
vi.mock("@/lib/i18n/navigation", () => ({ Link: (props: ComponentProps<"a">) => createElement("a", props) }));
// The Hindi page's texts, as next-intl gives them to a server component.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const { hi: messages } = await import("@/messages/hi");
  return {
    getLocale: () => Promise.resolve("hi"),
    getTranslations: (namespace: "blog") => Promise.resolve(createTranslator({ locale: "hi", messages, namespace })),
  };
});

const post: Post = {
  id: "p1",
  slug: "fractions",
  title: "भिन्न और रोटियाँ",
  description: "रोटियों को बराबर बाँटिए।",
  author: "Asha Verma",
  image: "/images/blog/test.svg",
  date: Date.parse("2025-10-14T10:00:00+05:30"),
  readMinute: 5,
  likes: 3,
  tags: ["fractions"],
  category: "Teaching",
  content: "<p>…</p>",
  lang: "hi",
};

const render = async (shown: Post) =>
  renderToStaticMarkup(
    // createElement's typing wants the provider's required children among its props.
    // eslint-disable-next-line react/no-children-prop
    createElement(NextIntlClientProvider, {
      locale: "hi",
      timeZone: "Asia/Kolkata",
      messages: { blogClient: hi.blogClient },
      children: await BlogCard({ post: shown }),
    }),
  );

describe("BlogCard on the Hindi blog", () => {
  it("shows a Hindi post with the date and reading time in Hindi, and no note", async () => {
    const html = await render(post);
    expect(html).toContain("भिन्न और रोटियाँ");
    expect(html).toContain(
      'Asha Verma · <time dateTime="2025-10-14T04:30:00.000Z">14 अक्टूबर 2025</time> · पढ़ने में 5 मिनट',
    );
    expect(html).toContain("“भिन्न और रोटियाँ” को पसंद करें (3 पसंद)");
    expect(html).not.toContain('lang="en-IN"');
    expect(html).not.toContain("केवल अंग्रेज़ी में");
  });

  it("marks a post shown in English as English, under a note in Hindi", async () => {
    const html = await render({ ...post, title: "Fractions and rotis", lang: "en" });
    expect(html).toMatch(/^<article lang="en-IN"/);
    expect(html).toContain(
      '<p lang="hi-IN" class="text-xs font-semibold text-amber-800" data-testid="english-only">केवल अंग्रेज़ी में</p>',
    );
    // The card's own texts stay Hindi.
    expect(html).toContain('<div lang="hi-IN" class="mt-auto');
  });
});
