import { describe, expect, it } from "vitest";
import { buttonClass } from "./button-styles";

describe("buttonClass", () => {
  it("is a medium primary button by default", () => {
    const classes = buttonClass().split(" ");
    expect(classes).toEqual(expect.arrayContaining(["bg-brand-600", "text-white", "px-4", "py-2"]));
  });

  it("adds the caller's layout classes after the variant and size", () => {
    expect(buttonClass({ variant: "danger", size: "lg", className: "self-start" })).toMatch(
      /bg-red-700 .*px-5 py-3 self-start$/,
    );
  });

  it("gives every variant the same disabled look", () => {
    for (const variant of ["primary", "secondary", "danger", "danger-outline", "accent", "confirm", "dark"] as const) {
      expect(buttonClass({ variant })).toContain("disabled:bg-slate-300 disabled:text-slate-600");
    }
  });
});
