import { describe, expect, it } from "vitest";
import { pageTypeOf } from "./report-names";

describe("pageTypeOf", () => {
  it("names the kind of a shopper's page in either language, never more of its address", () => {
    const kinds = {
      "/": "home",
      "/hi": "home",
      "/shop": "shop",
      "/hi/shop": "shop",
      "/shop/cm3trignocard": "product",
      "/hi/shop/cm3trignocard": "product",
      "/shop/cm3trignocard/reviews/2": "product",
      "/cart": "cart",
      "/place-order": "checkout",
      "/verify-phonepe": "checkout",
      "/blog/why-trigonometry-cards": "post",
      "/hi/blog/why-trigonometry-cards": "post",
      "/blog": "other",
      "/orders/cm3order": "other",
      "/terms": "other",
    };
    for (const [path, kind] of Object.entries(kinds)) expect(pageTypeOf(path), path).toBe(kind);
  });

  it("leaves out the admin area, the development pages and what is no page", () => {
    for (const path of ["/admin", "/admin/reports/speed", "/dev/mail", "/api/vitals", "/uploads/a.png"]) {
      expect(pageTypeOf(path), path).toBeNull();
    }
  });
});
