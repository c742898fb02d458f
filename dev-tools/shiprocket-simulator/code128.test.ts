import { describe, expect, it } from "vitest";
import { encodeCode128B } from "./code128";

describe("encodeCode128B", () => {
  it("encodes a known pattern: Start B, the data, the mod-103 check symbol, Stop", () => {
    // "a" is value 65; check symbol (104 + 65 × 1) mod 103 = 66. Patterns as published for ISO/IEC 15417.
    expect(encodeCode128B("a")).toBe(["11010010000", "10010110000", "10010000110", "1100011101011"].join(""));
  });

  it("weights each symbol by its position in the check symbol", () => {
    // "AB": values 33 and 34; (104 + 33 + 2 × 34) mod 103 = 102, the FNC 1 pattern.
    expect(encodeCode128B("AB")).toBe(
      ["11010010000", "10100011000", "10001011000", "11110101110", "1100011101011"].join(""),
    );
  });

  it("gives a 14-digit AWB 189 modules that start and end with a bar", () => {
    const modules = encodeCode128B("19040000000002");
    expect(modules).toHaveLength(11 * 16 + 13);
    expect(modules).toMatch(/^1[01]*1$/);
  });

  it("refuses characters outside code set B", () => {
    expect(() => encodeCode128B("₹")).toThrow(/cannot encode/);
  });
});
