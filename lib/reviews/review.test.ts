import { describe, expect, it } from "vitest";
import { reviewerName } from "./review";

describe("reviewerName", () => {
  it("shows the first name and the last name's initial, never the whole name", () => {
    expect(reviewerName("Asha Kulkarni")).toBe("Asha K.");
    expect(reviewerName("  ravi  kumar  sharma ")).toBe("ravi S.");
    expect(reviewerName("Priya")).toBe("Priya");
    expect(reviewerName("   ")).toBe("Customer");
  });
});
