import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("cannot close the script element it is placed in", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>", note: "a & b \u2028" });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>", note: "a & b \u2028" });
  });
});
