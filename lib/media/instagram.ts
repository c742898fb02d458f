/** The Instagram reel embedded on Home, from configuration (NEXT_PUBLIC_INSTAGRAM_REEL_URL). */

/** Where the embedded reel comes from (the Content-Security-Policy's frame-src allows it). */
export const INSTAGRAM_EMBED_ORIGIN = "https://www.instagram.com";

const POST_PATH = /^\/(reels?|p)\/([A-Za-z0-9_-]+)\/?$/;

/**
 * Instagram's embed page for a reel or post URL (https://www.instagram.com/reel/<code>/), or
 * undefined when the value is not such a URL.
 */
export function instagramEmbedUrl(postUrl: string | undefined): string | undefined {
  let url: URL;
  try {
    url = new URL(postUrl?.trim() ?? "");
  } catch {
    return undefined;
  }
  const match = POST_PATH.exec(url.pathname);
  if (url.protocol !== "https:" || !["instagram.com", "www.instagram.com"].includes(url.hostname) || !match) {
    return undefined;
  }
  const kind = match[1] === "p" ? "p" : "reel";
  return `${INSTAGRAM_EMBED_ORIGIN}/${kind}/${match[2]}/embed/`;
}

const reelUrl = process.env.NEXT_PUBLIC_INSTAGRAM_REEL_URL?.trim();
const reelEmbedUrl = instagramEmbedUrl(reelUrl);

/** The configured reel: its page and its embed; undefined when none (or no valid one) is set. */
export const instagramReel = reelUrl && reelEmbedUrl ? { url: reelUrl, embedUrl: reelEmbedUrl } : undefined;
