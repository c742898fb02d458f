import { describe, expect, it } from "vitest";
import { shopQuerySchema } from "./catalogue";
import { NUL_CHARACTER_MESSAGE, UNPAIRED_SURROGATE_MESSAGE, searchText, text } from "./text";

describe("text", () => {
  it("refuses a NUL character anywhere, before any other rule", () => {
    const name = text().trim().min(1, "Name is required").max(10, "Name is too long");
    for (const value of ["\u0000", "Asha\u0000", "\u0000Asha", "As\u0000ha"]) {
      expect(name.safeParse(value).error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
    }
    expect(name.parse("  Asha ")).toBe("Asha");
    expect(text({ error: "Name is required" }).safeParse(42).error?.issues[0]?.message).toBe("Name is required");
  });

  it("refuses a UTF-16 surrogate without its partner, and keeps paired ones (emoji)", () => {
    const name = text().trim().min(1, "Name is required").max(10, "Name is too long");
    for (const value of ["\ud800", "Asha\ud83d", "\ude00Asha", "As\udc00\ud800ha", JSON.parse('"\\ud800"') as string]) {
      expect(name.safeParse(value).error?.issues[0]?.message).toBe(UNPAIRED_SURROGATE_MESSAGE);
    }
    expect(name.parse("Asha \ud83d\ude00")).toBe("Asha \ud83d\ude00");
  });
});

describe("searchText", () => {
  it("reads an unreadable search as no search, so a page shows its normal list", () => {
    const search = searchText(10);
    expect([
      search.parse("a\u0000b"),
      search.parse("a\ud800"),
      search.parse("x".repeat(11)),
      search.parse(undefined),
    ]).toEqual(["", "", "", ""]);
    expect(search.parse([" beads ", "other"])).toBe("beads");
  });

  it("keeps the shop's other filters when its search holds a NUL (/shop?q=a%00b&category=Algebra)", () => {
    expect(shopQuerySchema.parse({ q: "a\u0000b", category: "Algebra", sort: "newest" })).toMatchObject({
      q: "",
      category: "Algebra",
      sort: "newest",
    });
  });
});
