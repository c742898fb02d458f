/**
 * Product videos on YouTube (Home, 'Watch Our Products in Action'). Which video belongs to which
 * product is configuration (PRODUCT_VIDEO_IDS, validated by lib/env.ts): `slug=videoId` pairs.
 */
import { z } from "zod";

const PAIR = /^([a-z0-9]+(?:-[a-z0-9]+)*)=([A-Za-z0-9_-]{11})$/;

/** "trigno-card=dQw4w9WgXcQ,coordinate=…" → product slug → YouTube video id. */
export const productVideoIdsSchema = z.string().transform((value, context) => {
  const ids = new Map<string, string>();
  for (const entry of value.split(",").map((part) => part.trim())) {
    if (!entry) continue;
    const match = PAIR.exec(entry);
    if (!match) {
      context.addIssue({
        code: "custom",
        message: `PRODUCT_VIDEO_IDS: "${entry}" is not slug=videoId (an 11-character YouTube id)`,
      });
      return z.NEVER;
    }
    ids.set(match[1]!, match[2]!);
  }
  return ids;
});

/** Where the player comes from (the Content-Security-Policy's frame-src allows it). */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/**
 * The privacy-enhanced player (no cookies until the visitor plays); it starts at once because
 * the visitor has just clicked play on the facade.
 */
export const youtubeEmbedUrl = (videoId: string) =>
  `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
