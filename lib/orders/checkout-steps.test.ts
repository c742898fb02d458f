import { describe, expect, it } from "vitest";
import { reachableStep, stepFromParam, stepHref, type CheckoutProgress } from "./checkout-steps";

const done: CheckoutProgress = { method: "phonepe", addressComplete: true, pincode: "valid", codAvailable: true };

describe("stepFromParam", () => {
  it("reads names and numbers, and anything else as step 1", () => {
    expect(stepFromParam("payment")).toBe(1);
    expect(stepFromParam("delivery")).toBe(2);
    expect(stepFromParam("review")).toBe(3);
    expect(stepFromParam("3")).toBe(3);
    for (const value of [null, "", "4", "Review", "review "]) expect(stepFromParam(value)).toBe(1);
  });

  it("writes the names back", () => {
    expect(stepHref(2)).toBe("/place-order?step=delivery");
    expect(stepFromParam(new URL(stepHref(3), "http://x").searchParams.get("step"))).toBe(3);
  });
});

describe("reachableStep", () => {
  it("shows the step asked for when the steps before it are done", () => {
    expect(reachableStep(3, done)).toBe(3);
    expect(reachableStep(2, done)).toBe(2);
    expect(reachableStep(1, done)).toBe(1);
    expect(reachableStep(3, { ...done, pincode: "checking" })).toBe(3);
  });

  it("falls back to the first step still to be done", () => {
    expect(reachableStep(3, { ...done, method: null })).toBe(1);
    expect(reachableStep(2, { ...done, method: null })).toBe(1);
    expect(reachableStep(3, { ...done, addressComplete: false })).toBe(2);
    expect(reachableStep(3, { ...done, pincode: "refused" })).toBe(2);
  });

  it("stops at delivery when cash on delivery was chosen where there is none", () => {
    expect(reachableStep(3, { ...done, method: "cod", codAvailable: false })).toBe(2);
    expect(reachableStep(3, { ...done, method: "cod", codAvailable: true })).toBe(3);
    expect(reachableStep(3, { ...done, codAvailable: false })).toBe(3);
  });
});
