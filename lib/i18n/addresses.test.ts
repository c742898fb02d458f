import { describe, expect, it } from "vitest";
import { isEnglishOnly, localizedHref, localizedPath, pageAddress, routePath } from "./addresses";

describe("pageAddress", () => {
  it("reads an English address as it is and a Hindi one without its prefix", () => {
    expect(pageAddress("/")).toEqual({ locale: "en", path: "/", prefixed: false });
    expect(pageAddress("/shop/abc")).toEqual({ locale: "en", path: "/shop/abc", prefixed: false });
    expect(pageAddress("/hi")).toEqual({ locale: "hi", path: "/", prefixed: true });
    expect(pageAddress("/hi/shop/abc")).toEqual({ locale: "hi", path: "/shop/abc", prefixed: true });
    // "/en/…" names the default language: proxy.ts sends it to the address without the prefix.
    expect(pageAddress("/en/about")).toEqual({ locale: "en", path: "/about", prefixed: true });
  });

  it("takes a segment that only starts like a language for an English page", () => {
    expect(pageAddress("/hindi")).toEqual({ locale: "en", path: "/hindi", prefixed: false });
    expect(pageAddress("/history/hi")).toEqual({ locale: "en", path: "/history/hi", prefixed: false });
  });

  it("leaves the API, uploads, assets, files and feeds out of every language", () => {
    for (const path of [
      "/api/health",
      "/uploads/a.png",
      "/fonts/a.woff2",
      "/_next/static/x.js",
      "/images/a.svg",
      "/ar-vr/index.html",
    ]) {
      expect(pageAddress(path), path).toBeNull();
    }
    for (const path of ["/feed.xml", "/robots.txt", "/sitemap.xml", "/favicon.ico", "/icon.svg"]) {
      expect(pageAddress(path), path).toBeNull();
    }
  });
});

describe("localizedPath and routePath", () => {
  it("writes English at the root and Hindi under /hi, the home page without a trailing slash", () => {
    expect(localizedPath("/", "en")).toBe("/");
    expect(localizedPath("/shop", "en")).toBe("/shop");
    expect(localizedPath("/", "hi")).toBe("/hi");
    expect(localizedPath("/shop", "hi")).toBe("/hi/shop");
    expect(localizedPath("/?ref=a", "hi")).toBe("/hi?ref=a");
    expect(localizedPath("/#top", "hi")).toBe("/hi#top");
    expect(localizedPath("/shop?page=2#list", "hi")).toBe("/hi/shop?page=2#list");
  });

  it("localizes a link to this site's pages only", () => {
    expect(localizedHref("/orders/abc", "hi")).toBe("/hi/orders/abc");
    expect(localizedHref("/orders/abc", "en")).toBe("/orders/abc");
    for (const href of ["https://wa.me/919876543210", "//cdn.example/x", "#reviews", "mailto:care@example.in"]) {
      expect(localizedHref(href, "hi"), href).toBe(href);
    }
  });

  it("names the route under app/[locale]/ for both languages", () => {
    expect(routePath({ locale: "en", path: "/" })).toBe("/en");
    expect(routePath({ locale: "en", path: "/cart" })).toBe("/en/cart");
    expect(routePath({ locale: "hi", path: "/cart" })).toBe("/hi/cart");
  });

  it("keeps the admin area and the development pages in English", () => {
    expect(isEnglishOnly("/admin")).toBe(true);
    expect(isEnglishOnly("/admin/orders/1")).toBe(true);
    expect(isEnglishOnly("/dev/mail")).toBe(true);
    expect(isEnglishOnly("/administrator")).toBe(false);
    expect(isEnglishOnly("/shop")).toBe(false);
  });
});
