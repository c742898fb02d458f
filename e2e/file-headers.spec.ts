/**
 * #29 item 9: the answers proxy.ts's matcher skips or never sees — Next.js's build assets, its
 * image optimizer, the favicon and its trailing-slash redirects — carry the same security headers
 * as every other answer (next.config.ts).
 */
import { SECURITY_HEADERS } from "./support/security-headers";
import { expect, test } from "./support/test";

test(
  "build assets, optimized images, the favicon and trailing-slash redirects carry the security headers",
  { tag: "@api" },
  async ({ request }) => {
    const chunk = /\/_next\/static\/[^"']+\.js/.exec(await (await request.get("/login")).text())![0];
    for (const path of [chunk, "/favicon.ico"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers(), path).toMatchObject(SECURITY_HEADERS);
    }
    // The optimizer's refusals too (an image that is not there); an optimized upload: e2e/server-actions.spec.ts.
    const refused = await request.get("/_next/image?url=%2Fimages%2Fno-such-image.png&w=640&q=75");
    expect(refused.status()).toBe(404);
    expect(refused.headers()).toMatchObject(SECURITY_HEADERS);
    const redirect = await request.get("/shop/", { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers()).toMatchObject(SECURITY_HEADERS);
  },
);

test(
  "the image optimizer makes only the widths and quality the store's pages ask for, of the store's own images",
  { tag: "@api" },
  async ({ request }) => {
    const optimize = (url: string, width: number, quality = 75) =>
      request.get(`/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`);
    // #29 finding 8: each width of a large picture costs a decode. Next.js's defaults 750 and 3840 are not the store's.
    for (const [url, width, quality, refusal] of [
      ["/images/no-such-image.png", 3840, 75, '"w" parameter (width) of 3840 is not allowed'],
      ["/images/no-such-image.png", 750, 75, '"w" parameter (width) of 750 is not allowed'],
      ["/images/no-such-image.png", 640, 50, '"q" parameter (quality) of 50 is not allowed'],
      ["/api/placeholder/400/400", 640, 75, '"url" parameter is not allowed'],
    ] as const) {
      const refused = await optimize(url, width, quality);
      expect(refused.status(), `${url} ${width} ${quality}`).toBe(400);
      expect(await refused.text()).toBe(refusal);
      expect(refused.headers()).toMatchObject(SECURITY_HEADERS);
    }
    // The store's own widths are made (this image is not there, hence 404 rather than 400).
    for (const width of [48, 384, 640, 2048]) {
      expect((await optimize("/images/no-such-image.png", width)).status(), String(width)).toBe(404);
    }
  },
);
