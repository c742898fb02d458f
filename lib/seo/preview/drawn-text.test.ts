import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawnText } from "./drawn-text";

const pngOf = (src: string) => Buffer.from(src.replace(/^data:image\/png;base64,/, ""), "base64");

describe("drawnText", () => {
  it("draws Hindi as a transparent PNG no wider than asked, wrapping long text", async () => {
    const line = { size: 40, weight: 400, color: "#334155" } as const;
    const short = await drawnText({ ...line, text: "पूरे भारत में डिलीवरी", width: 580 });
    expect(short.src).toMatch(/^data:image\/png;base64,/);
    const metadata = await sharp(pngOf(short.src)).metadata();
    expect([metadata.width, metadata.height, metadata.hasAlpha]).toEqual([short.width, short.height, true]);
    expect(short.width).toBeLessThanOrEqual(580);

    const long = await drawnText({ ...line, text: "गणित, जिसे छूकर, खेलकर समझा जा सके — ".repeat(3), width: 580 });
    expect(long.height).toBeGreaterThan(2 * short.height);
  });

  it("draws the letters in Noto Sans Devanagari, not a fallback's boxes", async () => {
    // A missing glyph is drawn as a wide box with the code point in it: "क" would be as wide as "कखगघ".
    const bold = { size: 64, weight: 700, color: "#0f172a", width: 1000 } as const;
    const one = await drawnText({ ...bold, text: "क" });
    const four = await drawnText({ ...bold, text: "कखगघ" });
    expect(four.width).toBeGreaterThan(3 * one.width);
    expect(one.width).toBeLessThan(64);
  });

  it("writes markup characters as text", async () => {
    const drawn = await drawnText({ text: "<b>जोड़ & घटाव</b>", size: 26, weight: 400, color: "#475569", width: 580 });
    expect(drawn.width).toBeGreaterThan(0);
  });
});
