import { describe, expect, it } from "vitest";
import { formatWeight } from "./weight";

describe("formatWeight", () => {
  it("shows grams below a kilogram and kilograms with one decimal from 1000 g", () => {
    expect(formatWeight(999)).toBe("999 g");
    expect(formatWeight(1000)).toBe("1.0 kg");
    expect(formatWeight(2350)).toBe("2.4 kg");
    expect(formatWeight(null)).toBe("0.5 kg");
  });
});
