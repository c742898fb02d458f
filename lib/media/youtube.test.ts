import { describe, expect, it } from "vitest";
import { productVideoIdsSchema, youtubeEmbedUrl } from "./youtube";

describe("PRODUCT_VIDEO_IDS", () => {
  it("maps each product slug to its YouTube id, ignoring blanks and spaces", () => {
    const ids = productVideoIdsSchema.parse(" trigno-card=abcDEF12_-3 , ,operator=ZZZZZZZZZZZ,");
    expect([...ids]).toEqual([
      ["trigno-card", "abcDEF12_-3"],
      ["operator", "ZZZZZZZZZZZ"],
    ]);
  });

  it("names the entry that is not slug=id", () => {
    for (const value of ["trigno-card", "trigno-card=short", "Trigno Card=abcDEF12_-3", "x=abcDEF12_-3&list=1"]) {
      const result = productVideoIdsSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/is not slug=videoId/);
    }
  });

  it("plays from YouTube's no-cookie host", () => {
    expect(youtubeEmbedUrl("abcDEF12_-3")).toBe("https://www.youtube-nocookie.com/embed/abcDEF12_-3?autoplay=1&rel=0");
  });
});
