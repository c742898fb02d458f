/**
 * What the blog editor can write: a subset of what lib/blog/sanitize.ts keeps, so nothing typed
 * here is lost on saving (the server sanitizes again either way, and stays the authority).
 * Not offered: strike-through (<s> is not kept), tables and figures (kept when written as HTML
 * elsewhere, but not editable here).
 */
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { isSitePath } from "@/lib/validation/admin-content";

/** Links the sanitizer keeps: https, mailto and paths on this site ("//host" would leave it). */
export function isAllowedHref(href: string): boolean {
  if (href.startsWith("/")) return isSitePath(href);
  return /^(https:\/\/|mailto:)\S+$/i.test(href);
}

/** Images the sanitizer keeps: https addresses and files on this site. */
export function isAllowedImageSrc(src: string): boolean {
  return isAllowedHref(src) && !src.toLowerCase().startsWith("mailto:");
}

export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    strike: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => isAllowedHref(url),
    },
  }),
  Image.configure({ allowBase64: false }),
];
