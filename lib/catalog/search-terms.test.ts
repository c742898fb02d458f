import { describe, expect, it } from "vitest";
import { HINDI_SYNONYMS, MAX_SEARCH_TERMS, searchTerms, searchWords, termsText } from "./search-terms";

describe("searchWords", () => {
  it("lowercases, splits on anything but letters and digits, and drops repeats", () => {
    expect(searchWords("  Binary   BRACELET binary ")).toEqual(["binary", "bracelet"]);
    expect(searchWords("heights & distances, class-10")).toEqual(["heights", "distances", "class", "10"]);
  });

  it("keeps no character of tsquery syntax or SQL quoting", () => {
    expect(searchWords(`a'b\\c&|!:*()<->"; DROP TABLE products; --`)).toEqual([
      "a",
      "b",
      "c",
      "drop",
      "table",
      "products",
    ]);
    expect(searchWords("&|!:*()")).toEqual([]);
  });

  it("keeps Devanagari words whole (vowel signs are combining marks)", () => {
    expect(searchWords("गणित खेल")).toEqual(["गणित", "खेल"]);
  });

  it("keeps at most the first eight words", () => {
    const many = Array.from({ length: 12 }, (_, index) => `word${index}`).join(" ");
    expect(searchWords(many)).toHaveLength(MAX_SEARCH_TERMS);
  });
});

describe("searchTerms", () => {
  it("widens only the last word of three letters or more to a prefix", () => {
    expect(searchTerms("fraction gam").map((term) => term.prefix)).toEqual([false, true]);
    expect(searchTerms("fraction ga").map((term) => term.prefix)).toEqual([false, false]);
  });

  it("expands Hindi transliterations to the catalogue's English words", () => {
    expect(searchTerms("Ganit khel")).toEqual([
      { typed: "ganit", alternatives: ["ganit", ...HINDI_SYNONYMS.ganit!], prefix: false },
      { typed: "khel", alternatives: ["khel", "game"], prefix: true },
    ]);
    expect(searchTerms("paheli")[0]!.alternatives).toContain("puzzle");
  });

  it("expands Devanagari maths words, whichever way a nukta letter is typed", () => {
    expect(searchTerms("त्रिकोणमिति")[0]!.alternatives).toEqual(["त्रिकोणमिति", "trigonometry"]);
    expect(searchTerms("ज्यामिति पहेली").map((term) => term.alternatives[1])).toEqual(["geometry", "puzzle"]);
    // "ड़" precomposed (U+095C) and as "ड" with a nukta: the same word.
    expect(searchTerms("पहा\u095Cा")[0]!.alternatives).toContain("tables");
    expect(searchTerms("पहा\u0921\u093Cा")[0]!.alternatives).toContain("tables");
  });

  it("shows the query it stands for", () => {
    expect(termsText(searchTerms("Polyhedra  BUILDER"))).toBe("polyhedra builder");
  });
});
