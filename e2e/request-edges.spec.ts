/**
 * #29 findings 1, 3, 5 and 11 against the built store behind its own server: the development
 * pages open for this machine; a request line naming a foreign host is a 400 rather than a
 * redirect there; a path whose percent-encoding is not UTF-8 and the TRACE method are a 4xx, not
 * the 500 they were; a refused admin page is the store's ordinary 404, title included. Requests
 * that no HTTP client would send go over a raw socket, so they reach the server exactly as written.
 */
import { expect, test } from "./support/test";
import { ADMIN_PAGES } from "./support/admin";
import { STORE_PORT } from "./support/store-port";
import { sendRequest } from "../test/support/raw-request";

const send = (method: string, target: string) => sendRequest(STORE_PORT, method, target);

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test("an absolute-form request target is a 400, never a redirect to the host it names", { tag: "@api" }, async () => {
  for (const target of ["http://evil.example/shop", "https://evil.example/", "http://localhost/shop"]) {
    const answer = await send("GET", target);
    expect(answer.status, target).toBe(400);
    expect(answer.headers.location, target).toBeUndefined();
  }
  expect((await send("GET", "/shop")).status).toBe(200);
});

test("a path with malformed percent-encoding is a 400, on the API and on pages", { tag: "@api" }, async () => {
  for (const target of ["/api/order/details/%E0%A4%A", "/api/blog/%ff%fe", "/shop/%E0%A4%A", "/blog/%ff"]) {
    expect({ target, status: (await send("GET", target)).status }).toEqual({ target, status: 400 });
  }
});

test("a search that decodes to no valid text shows the normal list", { tag: "@api" }, async () => {
  for (const target of ["/shop?q=%ED%A0%80", "/shop?q=%E0%A4%A", "/blog?tag=%ff", "/api/blog/all?tag=%ED%A0%80"]) {
    expect({ target, status: (await send("GET", target)).status }).toEqual({ target, status: 200 });
  }
});

test("TRACE is a 405 naming the methods served, and TRACK a 400", { tag: "@api" }, async () => {
  const trace = await send("TRACE", "/");
  expect({ status: trace.status, allow: trace.headers.allow }).toEqual({
    status: 405,
    allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
  });
  expect((await send("TRACE", "/api/blog/all")).status).toBe(405);
  expect((await send("TRACK", "/")).status).toBe(400);
});

test("the development mail page opens for a client on this machine", { tag: "@api" }, async ({ request }) => {
  // The refusal of any other peer, forged headers or not: server/listener.test.ts.
  const page = await request.get("/dev/mail");
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain("Caught e-mails");
});

test(
  "a refused or unknown admin address is the store's ordinary 404, title included",
  { tag: "@api" },
  async ({ request }) => {
    const ordinary = await request.get("/no-such-page");
    expect(ordinary.status()).toBe(404);
    const ordinaryTitle = titleOf(await ordinary.text());
    expect(ordinaryTitle).toBeTruthy();
    for (const path of [...ADMIN_PAGES, "/admin/orders/anything", "/admin/no-such-page"]) {
      // A visitor, and a customer whose browser holds a made-up admin cookie.
      for (const headers of [{}, { Cookie: "gp_admin=made-up" }] as Record<string, string>[]) {
        const refused = await request.get(path, { headers });
        expect(refused.status(), path).toBe(404);
        const html = await refused.text();
        expect(titleOf(html), path).toBe(ordinaryTitle);
        expect(html, path).not.toContain('aria-label="Admin"');
      }
    }
  },
);
