import { describe, expect, it } from "vitest";
import { validationMessage } from "@/lib/validation/error-messages";
import { apiFieldOf } from "./api-field";

const FIELDS = { gstinCheck: "gstin", gstinState: "gstin", billingStateOfGstin: "state" } as const;

describe("apiFieldOf", () => {
  it("finds the field of a known message, with or without arguments", () => {
    expect(apiFieldOf(validationMessage("gstinCheck"), FIELDS)).toBe("gstin");
    expect(apiFieldOf(validationMessage("gstinState", { code: "99" }), FIELDS)).toBe("gstin");
    expect(apiFieldOf(validationMessage("billingStateOfGstin", { state: "Rajasthan" }), FIELDS)).toBe("state");
  });

  it("answers null for a known message of no field, and for any other text", () => {
    expect(apiFieldOf(validationMessage("requiredFields"), FIELDS)).toBeNull();
    expect(apiFieldOf("The store is busy. Please try again.", FIELDS)).toBeNull();
  });
});
