/**
 * #29 item 9: the answers proxy.ts's matcher skips — Next.js's build assets, its image optimizer
 * and the favicon — carry the same security headers as every other answer (next.config.ts).
 */
import { SECURITY_HEADERS } from "./support/security-headers";
import { expect, test } from "./support/test";

test(
  "build assets, optimized images and the favicon carry the security headers",
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
  },
);
