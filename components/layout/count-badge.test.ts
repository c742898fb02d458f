import { describe, expect, it } from "vitest";
import { badgeText } from "./count-badge";

describe("badgeText", () => {
  it("hides the badge at zero", () => expect(badgeText(0, 9)).toBeNull());
  it("shows counts up to the cap as they are", () => {
    expect(badgeText(9, 9)).toBe("9");
    expect(badgeText(99, 99)).toBe("99");
  });
  it("caps larger counts", () => {
    expect(badgeText(10, 9)).toBe("9+");
    expect(badgeText(100, 99)).toBe("99+");
  });
});
