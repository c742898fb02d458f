/**
 * Blog HTML is reduced to an allow-list of harmless tags and attributes before it is stored and
 * again before it is sent, so neither a compromised admin account nor an old row can inject
 * script into the store's pages.
 */
import sanitizeHtml from "sanitize-html";

/** The elements a post may hold; the admin's editor writes a subset of them. */
export const BLOG_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "b",
  "i",
  "u",
  "blockquote",
  "a",
  "code",
  "pre",
  "hr",
  "figure",
  "figcaption",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

const options: sanitizeHtml.IOptions = {
  allowedTags: BLOG_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope"],
  },
  allowedSchemes: ["https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  transformTags: {
    // Links leaving the store open safely in a new tab.
    a: (tagName, attributes) => {
      const external = /^https?:/i.test(attributes.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attributes, rel: "noopener noreferrer nofollow", target: "_blank" } : attributes,
      };
    },
  },
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, options);
}
