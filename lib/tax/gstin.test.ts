import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem } from "./gstin";
import { SAMPLE_SELLER } from "./seller";
import { findGstState } from "./states";

describe("GSTIN", () => {
  it("accepts real-shaped GSTINs with their check character", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinProblem(SAMPLE_SELLER.SELLER_GSTIN)).toBeNull();
  });

  it("refuses a wrong length, shape, state code or check character", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("length");
    expect(gstinProblem("27AAPFU0939F1AV")).toBe("shape");
    expect(gstinProblem("99AAPFU0939F1ZV")).toBe("state");
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("check");
    // One swapped pair of characters changes the check character (the point of the weighting).
    expect(gstinProblem("27AAPFU0399F1ZV")).toBe("check");
  });
});

describe("GST states", () => {
  it("finds states however they are written", () => {
    expect(findGstState("RAJASTHAN")?.code).toBe("08");
    expect(findGstState("Jammu & Kashmir")?.code).toBe("01");
    expect(findGstState("Orissa")?.name).toBe("Odisha");
    expect(findGstState("NEW DELHI")?.code).toBe("07");
    expect(findGstState("Atlantis")).toBeUndefined();
  });
});
