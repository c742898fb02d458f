import { describe, expect, it } from "vitest";
import { blogFeed, type FeedPost } from "./feed";

const post = (overrides: Partial<FeedPost>): FeedPost => ({
  slug: "trig-play",
  title: "Trigonometry Through Play",
  description: "Sine, cosine and tangent as a card game.",
  author: "Asha Rao",
  date: Date.UTC(2026, 2, 14, 5, 30),
  tags: ["trigonometry"],
  ...overrides,
});

const entries = (xml: string) => [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map(([, body]) => body!);

describe("blogFeed", () => {
  it("is an Atom feed whose addresses are absolute on the store's address", () => {
    const xml = blogFeed([post({})], "https://ganitplay.in");
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"')).toBe(
      true,
    );
    expect(xml).toContain("<id>https://ganitplay.in/blog</id>");
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://ganitplay.in/feed.xml"/>');
    const [body] = entries(xml);
    expect(body).toContain("<id>https://ganitplay.in/blog/trig-play</id>");
    expect(body).toContain('<link rel="alternate" type="text/html" href="https://ganitplay.in/blog/trig-play"/>');
    expect(body).toContain("<published>2026-03-14T05:30:00.000Z</published>");
    expect(body).toContain("<author><name>Asha Rao</name></author>");
    expect(body).toContain('<category term="trigonometry"/>');
    expect(body).toContain("<summary>Sine, cosine and tangent as a card game.</summary>");
  });

  it("lists the posts in the order given and is updated when the newest was published", () => {
    const older = post({ slug: "older", date: Date.UTC(2025, 0, 1) });
    const newer = post({ slug: "newer", date: Date.UTC(2026, 5, 1) });
    const xml = blogFeed([newer, older], "http://127.0.0.1:3000");
    expect(entries(xml).map((body) => /<id>[^<]*\/blog\/([^<]+)<\/id>/.exec(body)![1])).toEqual(["newer", "older"]);
    expect(xml).toMatch(/<\/author>\n {2}<entry>/);
    expect(/^ {2}<updated>([^<]+)<\/updated>$/m.exec(xml)![1]).toBe("2026-06-01T00:00:00.000Z");
  });

  it("escapes every text and attribute, so a title cannot break the XML", () => {
    const xml = blogFeed(
      [post({ title: 'Ratios <b>& "angles"</b>', author: "O'Neil & Co", tags: ['a"b'], description: "1 < 2 > 0" })],
      "https://ganitplay.in",
    );
    const [body] = entries(xml);
    expect(body).toContain("<title>Ratios &lt;b&gt;&amp; &quot;angles&quot;&lt;/b&gt;</title>");
    expect(body).toContain("<name>O&apos;Neil &amp; Co</name>");
    expect(body).toContain('<category term="a&quot;b"/>');
    expect(body).toContain("<summary>1 &lt; 2 &gt; 0</summary>");
    // Outside the escapes, no text holds a raw markup character.
    const texts = xml.replace(/<[^>]*>/g, "");
    expect(texts).not.toMatch(/[<>]|&(?!(?:amp|lt|gt|quot|apos);)/);
  });

  it("is a valid feed with no posts: no entries, updated at the epoch", () => {
    const xml = blogFeed([], "https://ganitplay.in");
    expect(entries(xml)).toEqual([]);
    expect(xml).toContain("<updated>1970-01-01T00:00:00.000Z</updated>");
    expect(xml.trimEnd().endsWith("</feed>")).toBe(true);
  });
});
