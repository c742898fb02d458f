import { afterEach, describe, expect, it, vi } from "vitest";
import { currentPagePath, loginUrlFor, returnPathFrom, safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps paths on this site with their query and hash", () => {
    expect(safeReturnPath("/shop?category=Trigonometry#grid")).toBe("/shop?category=Trigonometry#grid");
    expect(safeReturnPath("/orders/abc")).toBe("/orders/abc");
  });

  it("refuses anything that could leave the site", () => {
    for (const target of [
      "https://evil.example",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "shop",
    ]) {
      expect(safeReturnPath(target)).toBe("/");
    }
  });

  it("falls back when missing or pointing at the login screens", () => {
    expect(safeReturnPath(null)).toBe("/");
    expect(safeReturnPath("/login?redirect=/cart")).toBe("/");
    expect(safeReturnPath("/register", "/shop")).toBe("/shop");
    expect(safeReturnPath("/reset-password?token=abc", "/shop")).toBe("/shop");
    expect(safeReturnPath("/forgot-password", "/shop")).toBe("/shop");
  });

  it("builds the login link that remembers the page", () => {
    expect(loginUrlFor("/shop?q=trig card")).toBe("/login?redirect=%2Fshop%3Fq%3Dtrig%20card");
  });
});

describe("returnPathFrom", () => {
  it("prefers redirect, then returnUrl, then /", () => {
    expect(returnPathFrom({ redirect: "/cart", returnUrl: "/shop" })).toBe("/cart");
    expect(returnPathFrom({ returnUrl: ["/shop", "/blog"] })).toBe("/shop");
    expect(returnPathFrom({ redirect: "https://evil.example" })).toBe("/");
    expect(returnPathFrom({})).toBe("/");
  });
});

describe("currentPagePath", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names the page as English writes it, so the language-keeping router adds the language once", () => {
    vi.stubGlobal("window", { location: { pathname: "/hi/orders/abc", search: "?tab=returns" } });
    expect(currentPagePath()).toBe("/orders/abc?tab=returns");
    vi.stubGlobal("window", { location: { pathname: "/shop", search: "" } });
    expect(currentPagePath()).toBe("/shop");
  });
});
