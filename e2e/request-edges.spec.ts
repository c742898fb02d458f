/**
 * #29 findings 1, 5 and 11 against the built store behind its own server: the development pages
 * open for this machine, a request line naming a foreign host is a 400 rather than a redirect
 * there, and a refused admin page is the store's ordinary 404, title included.
 */
import { expect, test } from "./support/test";
import { ADMIN_PAGES } from "./support/admin";
import { STORE_PORT } from "./support/store-port";
import { rawRequest as sendRaw } from "../test/support/raw-request";

const rawRequest = (text: string) => sendRaw(STORE_PORT, text);

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test("an absolute-form request target is a 400, never a redirect to the host it names", { tag: "@api" }, async () => {
  for (const target of ["http://evil.example/shop", "https://evil.example/", "http://localhost/shop"]) {
    const answer = await rawRequest(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer, target).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer, target).not.toMatch(/^location:/im);
  }
  const path = await rawRequest("GET /shop HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
  expect(path).toMatch(/^HTTP\/1\.1 200 /);
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
