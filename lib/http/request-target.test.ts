import { describe, expect, it } from "vitest";
import { SERVED_METHODS, refusalOf } from "./request-target.js";

describe("requests refused before Next.js", () => {
  it("refuses TRACE and other methods the store does not serve with a 405 naming the ones it does", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "get", undefined]) {
      expect(refusalOf(method, "/")).toMatchObject({ status: 405, headers: { Allow: SERVED_METHODS.join(", ") } });
    }
  });

  it("refuses a path whose percent-encoding is not UTF-8 with a 400", () => {
    for (const path of [
      "/api/order/details/%E0%A4%A",
      "/api/blog/%ff%fe",
      "/shop/%E0%A4%A",
      "/blog/%ff",
      "/%",
      "/%ED%A0%80",
    ]) {
      expect(refusalOf("GET", path)).toMatchObject({ status: 400 });
    }
  });

  it("serves well-formed requests, whatever their query string holds (it is read leniently)", () => {
    for (const method of SERVED_METHODS) expect(refusalOf(method, "/shop/%E0%A4%97%E0%A4%BF?q=%ff%E0%A4%A")).toBeNull();
    expect(refusalOf("GET", "http://localhost/blog")).toMatchObject({ status: 400 });
  });
});
