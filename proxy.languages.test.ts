import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "./proxy";

const respond = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { headers, method }));
const route = async (path: string, headers: Record<string, string> = {}) => {
  const rewrite = (await respond(path, headers)).headers.get("x-middleware-rewrite");
  return rewrite && new URL(rewrite).pathname + new URL(rewrite).search;
};
const hindiChosen = { cookie: "NEXT_LOCALE=hi" };
/** Where a redirect sends the browser, on this host. */
const location = (response: Response) => {
  const url = new URL(response.headers.get("location")!);
  return url.pathname + url.search;
};

describe("proxy: each language's addresses", () => {
  it("serves an English address from the English route and a Hindi one from the Hindi route, query kept", async () => {
    expect(await route("/")).toBe("/en");
    expect(await route("/hi")).toBe("/hi");
    expect(await route("/cart")).toBe("/en/cart");
    expect(await route("/hi/cart")).toBe("/hi/cart");
    expect(await route("/verify-phonepe?merchantOrderId=abc")).toBe("/en/verify-phonepe?merchantOrderId=abc");
    expect(await route("/hi/shop")).toBe("/hi/shop/filtered/all.");
    expect(await route("/hi/blog?q=angles")).toMatch(/^\/hi\/blog\/search\/[\w-]+$/);
    expect(await route("/hi/shop/cmadeupproduct000000000")).toBe("/hi/shop/_");
  });

  it("tells next-intl the language of a page rendered per request", async () => {
    const headers = (await respond("/hi/cart")).headers;
    expect(headers.get("x-middleware-request-x-next-intl-locale")).toBe("hi");
  });

  it("leaves the API, uploads and files alone", async () => {
    for (const path of ["/api/health", "/feed.xml", "/uploads/x.png"]) {
      expect(await route(path), path).toBeNull();
    }
  });

  it("sends /en/… to the English address, which has no prefix", async () => {
    const response = await respond("/en/shop?category=Algebra");
    expect(response.status).toBe(308);
    expect(location(response)).toBe("/shop?category=Algebra");
  });

  it("has no Hindi admin area or development pages", async () => {
    for (const path of ["/hi/admin", "/hi/admin/orders", "/hi/dev/mail"]) {
      expect((await respond(path)).status, path).toBe(404);
    }
  });

  it("opens an English address in Hindi for a shopper who chose Hindi, keeping the query", async () => {
    const response = await respond("/shop?category=Algebra", hindiChosen);
    expect(response.status).toBe(307);
    expect(location(response)).toBe("/hi/shop?category=Algebra");
    expect(location(await respond("/", hindiChosen))).toBe("/hi");
  });

  it("leaves English where the choice is English, unknown, the page English-only, or the request no page load", async () => {
    for (const cookie of ["NEXT_LOCALE=en", "NEXT_LOCALE=fr", ""]) {
      expect((await respond("/shop", { cookie })).status, cookie).toBe(200);
    }
    expect((await respond("/admin", hindiChosen)).status).toBe(200);
    // The client router's own requests, and forms posted to an English address.
    expect((await respond("/shop", { ...hindiChosen, rsc: "1" })).status).toBe(200);
    expect((await respond("/login", hindiChosen, "POST")).status).toBe(200);
  });
});
