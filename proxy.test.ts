import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPost } from "@/test/support/posts";
import { createProduct } from "@/test/support/users-and-products";
import { REQUEST_TOO_LARGE_MESSAGE, SERVER_ACTION_BODY_BYTES } from "@/lib/media/image-limits";
import { config, proxy } from "./proxy";

const respond = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { headers }));
const answer = async (path: string) => (await respond(path)).headers;

/** A product and a post of this file's own: their addresses are served as they are. */
let productId: string;
let category: string;
let tag: string;
beforeAll(async () => {
  ({ id: productId, category } = await createProduct());
  tag = `proxy-${productId}`;
  await createPost({ tags: [tag] });
});

/** The policy's directives by name. */
const directives = (policy: string | null): Record<string, string> =>
  Object.fromEntries(
    (policy ?? "").split("; ").map((directive): [string, string] => [directive.split(" ")[0]!, directive]),
  );

const nonceOf = (headers: Headers) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(headers.get("content-security-policy")!)?.[1];

afterEach(() => vi.unstubAllEnvs());

describe("proxy", () => {
  it("gives each per-visitor page a fresh nonce, in its policy and in the request Next.js renders", async () => {
    const [first, second] = [await answer("/checkout?step=2"), await answer("/checkout?step=2")];
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

  it("gives the cached public pages one policy without a nonce or inline scripts (the server adds their hashes)", async () => {
    for (const path of [
      "/",
      "/about",
      "/terms",
      "/contact",
      "/shop",
      `/shop/${productId}`,
      "/shop/p1",
      "/shop/p1/reviews/2",
      "/blog",
      "/blog/a",
    ]) {
      const headers = await answer(path);
      const policy = headers.get("content-security-policy");
      expect(policy, path).not.toContain("nonce-");
      expect(headers.get("x-middleware-request-content-security-policy"), path).toBeNull();
      expect(directives(policy), path).toMatchObject({
        "script-src": "script-src 'self'",
        "object-src": "object-src 'none'",
        "base-uri": "base-uri 'self'",
        "frame-ancestors": "frame-ancestors 'self'",
        "form-action": "form-action 'self'",
      });
    }
    // Rendered per request: a search of the shop or the blog, like every per-visitor page.
    for (const path of [
      "/cart",
      "/profile",
      "/orders/o1",
      "/login",
      "/wishlist",
      "/admin/products",
      "/shopping",
      "/shop?q=fraction",
      "/blog?q=angles",
    ]) {
      const headers = await answer(path);
      expect(headers.get("content-security-policy"), path).toContain(`'nonce-${nonceOf(headers)}' 'strict-dynamic'`);
      expect(headers.get("x-middleware-request-content-security-policy"), path).toBe(
        headers.get("content-security-policy"),
      );
    }
  });

  it("sends a shop or blog list to its cached variant, a search to a live one, and nothing else", async () => {
    const rewrite = async (path: string) => (await answer(path)).get("x-middleware-rewrite");
    expect(await rewrite(`/shop?category=${encodeURIComponent(category)}`)).toMatch(/\/shop\/filtered\/[\w-]+$/);
    expect(await rewrite(`/blog?tag=${tag}`)).toMatch(/\/blog\/filtered\/[\w-]+$/);
    expect(await rewrite("/shop?page=1")).toMatch(/\/shop\/filtered\/all\.$/);
    // Free text is a set without bound: rendered per request, never one more cached page.
    expect(await rewrite("/shop?q=fraction&category=Card%20Games")).toMatch(/\/shop\/search\/[\w-]+$/);
    expect(await rewrite("/blog?q=angles")).toMatch(/\/blog\/search\/[\w-]+$/);
    // Any other page is served from its language's route as it is (proxy.languages.test.ts).
    for (const path of [`/shop/${productId}`, "/cart?category=x"]) {
      const routed = new URL((await rewrite(path))!);
      expect(routed.pathname + routed.search, path).toBe(`/en${path}`);
    }
  });

  it("refuses a variant's own address, prefetched or not, so no made-up variant is ever cached", async () => {
    for (const path of ["/shop/filtered/all.", "/shop/filtered/bogus", "/shop/search/cT1h", "/blog/filtered/x"]) {
      const response = await respond(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("x-middleware-rewrite"), path).toBeNull();
      for (const headers of [{}, { "next-router-prefetch": "1" }, { purpose: "prefetch" }]) {
        expect(unstable_doesMiddlewareMatch({ config, url: path, headers }), path).toBe(true);
      }
    }
  });

  it("serves a product or post address that names none, prefetched or not, from the one shared not-found page", async () => {
    const cases = {
      "/shop/cmadeupproduct000000000": "/shop/_",
      "/shop/filtered": "/shop/_",
      [`/shop/${productId}/reviews/2`]: "/shop/_",
      "/shop/cmadeupproduct000000000/opengraph-image": "/shop/_/opengraph-image",
      "/blog/no-such-post-at-all": "/blog/_",
    };
    for (const [path, shared] of Object.entries(cases)) {
      for (const headers of [{}, { "next-router-prefetch": "1" }, { rsc: "1" }] as Record<string, string>[]) {
        expect(unstable_doesMiddlewareMatch({ config, url: path, headers }), path).toBe(true);
        const response = await respond(path, headers);
        expect(new URL(response.headers.get("x-middleware-rewrite")!).pathname, path).toBe(`/en${shared}`);
        // The not-found page's own policy: the one of the cached pages.
        expect(response.headers.get("content-security-policy"), path).not.toContain("nonce-");
      }
    }
  });

  it("allows eval for React's error stacks under next dev only", async () => {
    expect((await answer("/cart")).get("content-security-policy")).not.toContain("'unsafe-eval'");
    vi.stubEnv("NODE_ENV", "development");
    expect(directives((await answer("/cart")).get("content-security-policy"))["script-src"]).toContain("'unsafe-eval'");
  });

  it("gives the static AR/VR page a policy of scripts from this site, and API answers none", async () => {
    const arvr = (await answer("/ar-vr/index.html")).get("content-security-policy");
    expect(directives(arvr)).toMatchObject({ "script-src": "script-src 'self'", "style-src": "style-src 'self'" });
    const api = await answer("/api/products/list");
    expect(api.get("content-security-policy")).toBeNull();
    expect(api.get("x-middleware-request-content-security-policy")).toBeNull();
  });

  it("refuses a server action from another scheme, host or port with 403, before Next.js runs it", async () => {
    // As a server receives it: the Host the browser named (NextRequest's url says "localhost").
    const post = (path: string, headers: Record<string, string>) =>
      proxy(
        new NextRequest(`http://127.0.0.1:3000${path}`, {
          method: "POST",
          headers: { host: "127.0.0.1:3000", ...headers },
        }),
      );
    // Next.js compares the host only, so the first one ran an admin's action (#29 item 4).
    for (const origin of ["https://127.0.0.1:3000", "http://127.0.0.1:3001", "https://evil.example", "null"]) {
      // With JavaScript (the Next-Action header) and without (a plain form post names the action in its body).
      for (const headers of [{ "next-action": "00ab", cookie: "gp_admin=a-valid-session" }, {}] as Record<
        string,
        string
      >[]) {
        const refused = await post("/admin/orders/o1", { origin, ...headers });
        expect(refused.status, origin).toBe(403);
        expect(await refused.text()).toBe("Cross-site requests are refused");
        // Neither passed on nor rewritten: Next.js never sees the request.
        expect(refused.headers.get("x-middleware-next"), origin).toBeNull();
        expect(refused.headers.get("x-middleware-rewrite"), origin).toBeNull();
        expect(refused.headers.get("x-content-type-options"), origin).toBe("nosniff");
      }
    }
    for (const headers of [{ origin: "http://127.0.0.1:3000" }, {}] as Record<string, string>[]) {
      const own = await post("/admin/orders/o1", { "next-action": "00ab", ...headers });
      expect(own.status).toBe(200);
      expect(new URL(own.headers.get("x-middleware-rewrite")!).pathname).toBe("/en/admin/orders/o1");
    }
    // The API has its own rules (lib/auth/admin-session.ts applies the same one to the admin's calls).
    expect((await post("/api/cart/add", { origin: "https://evil.example" })).status).not.toBe(403);
  });

  it("refuses a server action that declares a body over the actions' limit with 413, in words, before Next.js reads it", async () => {
    const post = (length: number) =>
      proxy(
        new NextRequest("http://127.0.0.1:3000/admin/products/new", {
          method: "POST",
          headers: { host: "127.0.0.1:3000", "next-action": "00ab", "content-length": String(length) },
        }),
      );
    const refused = await post(SERVER_ACTION_BODY_BYTES + 1);
    expect(refused.status).toBe(413);
    expect(refused.headers.get("content-type")).toBe("text/plain");
    expect(await refused.text()).toBe(REQUEST_TOO_LARGE_MESSAGE);
    expect(REQUEST_TOO_LARGE_MESSAGE).toContain("at most 21 MB in one save");
    expect(refused.headers.get("x-middleware-rewrite")).toBeNull();
    expect((await post(SERVER_ACTION_BODY_BYTES)).headers.get("x-middleware-rewrite")).toMatch(
      /\/en\/admin\/products\/new$/,
    );
  });

  it("keeps an upload's own policy: nothing in it may load or run", async () => {
    expect((await answer("/uploads/a.png")).get("content-security-policy")).toBe("default-src 'none'");
    expect((await answer("/uploads/a.png")).get("x-middleware-request-content-security-policy")).toBeNull();
  });

  it("sets the cheap headers on pages, API answers and files alike", async () => {
    for (const path of ["/", "/api/user/profile", "/images/logo.svg"]) {
      expect(Object.fromEntries(await answer(path))).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-frame-options": "SAMEORIGIN",
        "permissions-policy": "camera=(), microphone=(), geolocation=()",
      });
    }
  });

  it("sends HSTS and upgrades requests only when SITE_URL is https", async () => {
    vi.stubEnv("SITE_URL", "http://127.0.0.1:3000");
    expect((await answer("/")).get("strict-transport-security")).toBeNull();
    vi.stubEnv("SITE_URL", "https://shop.example.in");
    for (const path of ["/", "/api/cart/get"]) {
      expect((await answer(path)).get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    }
    expect((await answer("/")).get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});
