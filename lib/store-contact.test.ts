import { describe, expect, it } from "vitest";
import { telHref, webUrl } from "./store-contact";

describe("store contact helpers", () => {
  it("accepts only absolute http(s) addresses as links", () => {
    expect(webUrl(" https://www.instagram.com/ganitplay ")).toBe("https://www.instagram.com/ganitplay");
    for (const value of [undefined, "", "instagram.com/ganitplay", "javascript:alert(1)", "ftp://x.in/"]) {
      expect(webUrl(value)).toBeUndefined();
    }
  });

  it("dials digits and the leading plus only", () => {
    expect(telHref("+91 291 000-0000")).toBe("tel:+912910000000");
  });
});
