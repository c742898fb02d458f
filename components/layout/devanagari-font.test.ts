import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/fonts/[file]/route";
import { devanagariFontFile } from "@/lib/fonts";
import { HINDI_CODE_POINTS, devanagariFontPath, hindiUnicodeRange } from "./devanagari-font";

const inHindiRanges = (character: string) =>
  HINDI_CODE_POINTS.some(([first, last]) => character.codePointAt(0)! >= first && character.codePointAt(0)! <= last);

/** Every Devanagari character the store's own texts use: messages, seed catalogue and posts, pages, templates. */
async function storeDevanagari(): Promise<Set<string>> {
  const characters = new Set<string>();
  for (const folder of ["messages/hi", "prisma/seed-data", "components", "lib", "app"]) {
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|json|md)$/.test(entry.name) || entry.name.includes(".test.")) continue;
      const text = await readFile(path.join(entry.parentPath, entry.name), "utf8");
      for (const character of text.match(/[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF]/g) ?? []) characters.add(character);
    }
  }
  return characters;
}

describe("the Devanagari font the pages load", () => {
  it("covers every Devanagari character the store writes", async () => {
    const characters = [...(await storeDevanagari())];
    expect(characters.length).toBeGreaterThan(50);
    expect(characters.filter((character) => !inHindiRanges(character))).toEqual([]);
  });

  it("is declared in globals.css for exactly the characters it is cut to", async () => {
    const css = await readFile("app/globals.css", "utf8");
    const declared = /font-family: "Noto Sans Devanagari";[^}]*unicode-range:\s*([^;]+);/.exec(css)?.[1];
    expect(declared?.replace(/\s+/g, " ").trim()).toBe(hindiUnicodeRange());
  });

  it("is served as a WOFF2 cut from the package's file, a third smaller", async () => {
    const file = devanagariFontPath(400).split("/").at(-1)!;
    const response = await GET(new Request(`http://store.test/fonts/${file}`), { params: Promise.resolve({ file }) });
    const served = Buffer.from(await response.arrayBuffer());
    const source = await readFile(devanagariFontFile(400, "woff2"));
    expect(response.headers.get("content-type")).toBe("font/woff2");
    expect(served.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(served.length).toBeLessThan(source.length * 0.7);
    expect(served.length).toBeGreaterThan(source.length * 0.5);
  });
});
