import { describe, expect, it } from "vitest";
import { decorativeReviewCount } from "./decorative-reviews";

describe("decorativeReviewCount", () => {
  it("stays within 50 to 249 at both ends of the random range", () => {
    expect(decorativeReviewCount(() => 0)).toBe(50);
    expect(decorativeReviewCount(() => 0.999999)).toBe(249);
    for (let index = 0; index < 1000; index += 1) {
      const count = decorativeReviewCount();
      expect(Number.isInteger(count) && count >= 50 && count <= 249).toBe(true);
    }
  });
});
