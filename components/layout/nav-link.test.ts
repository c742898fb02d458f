import { describe, expect, it } from "vitest";
import { isActiveLink } from "./nav-link";

describe("isActiveLink", () => {
  it("matches Home exactly", () => {
    expect(isActiveLink("/", "/")).toBe(true);
    expect(isActiveLink("/shop", "/")).toBe(false);
  });

  it("matches other sections by prefix", () => {
    expect(isActiveLink("/shop", "/shop")).toBe(true);
    expect(isActiveLink("/shop/abc123", "/shop")).toBe(true);
    expect(isActiveLink("/shopping", "/shop")).toBe(false);
    expect(isActiveLink("/blog", "/shop")).toBe(false);
  });
});
