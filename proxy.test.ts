import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { config, proxy } from "./proxy";

const answer = (path: string) => proxy(new NextRequest(`http://127.0.0.1:3000${path}`)).headers;

/** The policy's directives by name. */
const directives = (policy: string | null): Record<string, string> =>
  Object.fromEntries(
    (policy ?? "").split("; ").map((directive): [string, string] => [directive.split(" ")[0]!, directive]),
  );

afterEach(() => vi.unstubAllEnvs());

describe("proxy", () => {
  it("gives each per-visitor page a fresh nonce, in its policy and in the request Next.js renders", () => {
    const [first, second] = [answer("/checkout?step=2"), answer("/checkout?step=2")];
    const nonceOf = (headers: Headers) =>
      /'nonce-([A-Za-z0-9+/=]+)'/.exec(headers.get("content-security-policy")!)?.[1];
    expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    // NextResponse.next passes the rewritten request headers on as x-middleware-request-*.
    expect(first.get("x-middleware-request-content-security-policy")).toBe(first.get("content-security-policy"));

    const policy = directives(first.get("content-security-policy"));
    expect(policy).toMatchObject({
      "script-src": `script-src 'self' 'nonce-${nonceOf(first)}' 'strict-dynamic'`,
      "object-src": "object-src 'none'",
      "base-uri": "base-uri 'self'",
      "frame-ancestors": "frame-ancestors 'self'",
      "form-action": "form-action 'self'",
      "connect-src": "connect-src 'self' https://api.emailjs.com",
      "frame-src": "frame-src https://www.youtube-nocookie.com https://www.instagram.com https://www.openstreetmap.org",
    });
    expect(policy).not.toHaveProperty("upgrade-insecure-requests");
  });

  it("gives the cached public pages one fixed policy, strict but for inline scripts", () => {
    for (const path of [
      "/",
      "/about",
      "/terms",
      "/contact",
      "/shop",
      "/shop/p1",
      "/shop/p1/reviews/2",
      "/blog",
      "/blog/a",
    ]) {
      const headers = answer(path);
      const policy = headers.get("content-security-policy");
      expect(policy, path).not.toContain("nonce-");
      expect(headers.get("x-middleware-request-content-security-policy"), path).toBeNull();
      expect(directives(policy), path).toMatchObject({
        "script-src": "script-src 'self' 'unsafe-inline'",
        "object-src": "object-src 'none'",
        "base-uri": "base-uri 'self'",
        "frame-ancestors": "frame-ancestors 'self'",
        "form-action": "form-action 'self'",
      });
    }
    for (const path of ["/cart", "/profile", "/orders/o1", "/login", "/wishlist", "/admin/products", "/shopping"]) {
      expect(answer(path).get("content-security-policy"), path).toContain("'strict-dynamic'");
    }
  });

  it("sends a shop or blog list to its cached variant, a search to a live one, and nothing else", () => {
    expect(answer("/shop?category=Card%20Games").get("x-middleware-rewrite")).toMatch(/\/shop\/filtered\/[\w-]+$/);
    expect(answer("/blog?tag=geometry").get("x-middleware-rewrite")).toMatch(/\/blog\/filtered\/[\w-]+$/);
    expect(answer("/shop?page=1").get("x-middleware-rewrite")).toMatch(/\/shop\/filtered\/all\.$/);
    // Free text is a set without bound: rendered per request, never one more cached page.
    expect(answer("/shop?q=fraction&category=Card%20Games").get("x-middleware-rewrite")).toMatch(
      /\/shop\/search\/[\w-]+$/,
    );
    expect(answer("/blog?q=angles").get("x-middleware-rewrite")).toMatch(/\/blog\/search\/[\w-]+$/);
    for (const path of ["/shop/p1", "/cart?category=x"]) {
      expect(answer(path).get("x-middleware-rewrite"), path).toBeNull();
    }
  });

  it("refuses a variant's own address, prefetched or not, so no made-up variant is ever cached", () => {
    for (const path of ["/shop/filtered/all.", "/shop/filtered/bogus", "/shop/search/cT1h", "/blog/filtered/x"]) {
      const response = proxy(new NextRequest(`http://127.0.0.1:3000${path}`));
      expect(response.status, path).toBe(404);
      expect(response.headers.get("x-middleware-rewrite"), path).toBeNull();
      for (const headers of [{}, { "next-router-prefetch": "1" }, { purpose: "prefetch" }]) {
        expect(unstable_doesMiddlewareMatch({ config, url: path, headers }), path).toBe(true);
      }
    }
    // A product whose id happens to be a variant's folder keeps its page.
    expect(answer("/shop/filtered").get("x-middleware-rewrite")).toBeNull();
    expect(proxy(new NextRequest("http://127.0.0.1:3000/shop/search")).status).toBe(200);
  });

  it("allows eval for React's error stacks under next dev only", () => {
    expect(answer("/cart").get("content-security-policy")).not.toContain("'unsafe-eval'");
    vi.stubEnv("NODE_ENV", "development");
    expect(directives(answer("/cart").get("content-security-policy"))["script-src"]).toContain("'unsafe-eval'");
  });

  it("gives the static AR/VR page a policy of scripts from this site, and API answers none", () => {
    const arvr = answer("/ar-vr/index.html").get("content-security-policy");
    expect(directives(arvr)).toMatchObject({ "script-src": "script-src 'self'", "style-src": "style-src 'self'" });
    expect(answer("/api/products/list").get("content-security-policy")).toBeNull();
    expect(answer("/api/products/list").get("x-middleware-request-content-security-policy")).toBeNull();
  });

  it("sets the cheap headers on pages, API answers and files alike", () => {
    for (const path of ["/", "/api/user/profile", "/images/logo.svg"]) {
      expect(Object.fromEntries(answer(path))).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-frame-options": "SAMEORIGIN",
        "permissions-policy": "camera=(), microphone=(), geolocation=()",
      });
    }
  });

  it("sends HSTS and upgrades requests only when SITE_URL is https", () => {
    vi.stubEnv("SITE_URL", "http://127.0.0.1:3000");
    expect(answer("/").get("strict-transport-security")).toBeNull();
    vi.stubEnv("SITE_URL", "https://shop.example.in");
    for (const path of ["/", "/api/cart/get"]) {
      expect(answer(path).get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    }
    expect(answer("/").get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});
