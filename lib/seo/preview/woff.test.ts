import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff";

const notoWoff = () =>
  readFile(
    path.join(
      process.cwd(),
      "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff",
    ),
  );

describe("woffToSfnt", () => {
  it("unwraps every table to its original length, 4-byte aligned, behind an sfnt directory", async () => {
    const woff = await notoWoff();
    const sfnt = woffToSfnt(woff);
    const numTables = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(numTables);
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // WOFF's totalSfntSize
    for (let index = 0; index < numTables; index++) {
      const record = 12 + index * 16;
      expect(sfnt.readUInt32BE(record)).toBe(woff.readUInt32BE(44 + index * 20));
      expect(sfnt.readUInt32BE(record + 12)).toBe(woff.readUInt32BE(44 + index * 20 + 12));
      expect(sfnt.readUInt32BE(record + 8) % 4).toBe(0);
    }
  });

  it("refuses a file that is not WOFF 1.0", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2 and more bytes than a header has, surely forty-four"))).toThrow(
      "Not a WOFF 1.0 file",
    );
  });
});
