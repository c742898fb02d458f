/**
 * The blog's Atom feed (RFC 4287) at /feed.xml: the newest published posts, every address absolute
 * from SITE_URL, every text XML-escaped. Pure, so the route only reads the posts and sends this.
 */
import { site } from "../site";
import type { Post } from "./posts";

export const FEED_PATH = "/feed.xml";
export const FEED_TITLE = `${site.name} blog`;
export const FEED_MEDIA_TYPE = "application/atom+xml";
/** How many of the newest posts the feed lists. */
export const FEED_SIZE = 20;

export type FeedPost = Pick<Post, "slug" | "title" | "description" | "author" | "date" | "tags">;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

function entry(post: FeedPost, baseUrl: string): string {
  const url = `${baseUrl}/blog/${encodeURIComponent(post.slug)}`;
  const published = new Date(post.date).toISOString();
  return [
    "  <entry>",
    `    <id>${escapeXml(url)}</id>`,
    `    <title>${escapeXml(post.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
    `    <published>${published}</published>`,
    `    <updated>${published}</updated>`,
    `    <author><name>${escapeXml(post.author)}</name></author>`,
    ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
    `    <summary>${escapeXml(post.description)}</summary>`,
    "  </entry>",
  ].join("\n");
}

/** The feed of `posts` (newest first) on the store at `baseUrl`; updated when the newest post was published. */
export function blogFeed(posts: FeedPost[], baseUrl: string): string {
  const newest = Math.max(0, ...posts.map((post) => post.date));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">',
    `  <id>${escapeXml(`${baseUrl}/blog`)}</id>`,
    `  <title>${escapeXml(FEED_TITLE)}</title>`,
    `  <subtitle>${escapeXml(site.tagline)}</subtitle>`,
    `  <link rel="self" type="${FEED_MEDIA_TYPE}" href="${escapeXml(baseUrl + FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${baseUrl}/blog`)}"/>`,
    `  <updated>${new Date(newest).toISOString()}</updated>`,
    `  <author><name>${escapeXml(site.name)}</name></author>`,
    ...posts.map((post) => entry(post, baseUrl)),
    "</feed>",
    "",
  ].join("\n");
}
