import { describe, expect, it } from "vitest";
import { instagramEmbedUrl } from "./instagram";

describe("instagramEmbedUrl", () => {
  it("turns a reel or post address into its embed page", () => {
    expect(instagramEmbedUrl("https://www.instagram.com/reel/C1a2B3c4D5e/")).toBe(
      "https://www.instagram.com/reel/C1a2B3c4D5e/embed/",
    );
    expect(instagramEmbedUrl("https://instagram.com/reels/C1a2B3c4D5e")).toBe(
      "https://www.instagram.com/reel/C1a2B3c4D5e/embed/",
    );
    expect(instagramEmbedUrl("https://www.instagram.com/p/C1a2B3c4D5e/?igsh=x")).toBe(
      "https://www.instagram.com/p/C1a2B3c4D5e/embed/",
    );
  });

  it("refuses anything else", () => {
    for (const value of [
      undefined,
      "",
      "not a url",
      "http://www.instagram.com/reel/C1a2B3c4D5e/",
      "https://evil.example/reel/C1a2B3c4D5e/",
      "https://www.instagram.com/ganitplay/",
      "javascript:alert(1)",
    ]) {
      expect(instagramEmbedUrl(value)).toBeUndefined();
    }
  });
});
