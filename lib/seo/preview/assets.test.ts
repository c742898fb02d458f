import { describe, expect, it } from "vitest";
import { previewFonts, previewPicture } from "./assets";

describe("previewPicture", () => {
  it("reads the store's bundled artwork as a data URL, SVG included", async () => {
    const picture = await previewPicture("/images/products/abacus-champ/1.svg");
    expect(picture).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(picture!.split(",")[1]!, "base64").toString("utf8")).toContain("<svg");
  });

  it("draws nothing for a missing picture, another site's, or a path that climbs out of public/", async () => {
    for (const path of [
      null,
      "",
      "/images/products/none-such/1.svg",
      "https://example.com/toy.png",
      "/images/../../package.json",
      "/images/..%2f..%2fpackage.json",
      "/uploads/../package.json",
      "/uploads/0123456789abcdef0123456789abcdef.png",
      "/images/products/abacus-champ/1.webp",
    ]) {
      expect(await previewPicture(path)).toBeNull();
    }
  });
});

describe("previewFonts", () => {
  it("loads DejaVu Sans, regular and bold, once", async () => {
    const fonts = await previewFonts();
    expect(fonts.map((font) => [font.name, font.weight])).toEqual([
      ["DejaVu Sans", 400],
      ["DejaVu Sans", 700],
    ]);
    expect(fonts[0]!.data.byteLength).toBeGreaterThan(100_000);
    expect(await previewFonts()).toBe(fonts);
  });
});
