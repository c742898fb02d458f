import { describe, expect, it } from "vitest";
import { createUser } from "@/test/support/users-and-products";
import { POST as cart } from "@/app/api/cart/get/route";
import { GET as productList } from "@/app/api/products/list/route";
import { GET as profile } from "@/app/api/user/profile/route";
import { notFound, unauthorized } from "./errors";
import { apiRoute, ok } from "./responses";

/** What a public read (`sharedCache`) lets a CDN do. */
const SHARED = "public, s-maxage=60, stale-while-revalidate=600";

/** A handler that would let any cache keep its answer for a minute. */
const cacheable = apiRoute(() => Promise.resolve(ok({}, { headers: { "Cache-Control": "public, max-age=60" } })));

const cacheControl = async (
  handler: (request: Request, context: unknown) => Promise<Response>,
  path: string,
  headers: HeadersInit = {},
) =>
  (await handler(new Request(`http://store.test${path}`, { method: "POST", headers }), {})).headers.get(
    "cache-control",
  );

describe("Cache-Control on API answers", () => {
  it("is no-store for any request bearing credentials, whatever the handler said", async () => {
    const credentials: Record<string, string>[] = [
      { token: "eyJ.a.b" },
      { Authorization: "Bearer eyJ.a.b" },
      { Cookie: "session=abc" },
    ];
    for (const headers of credentials) {
      expect(await cacheControl(cacheable, "/api/products/list", headers)).toBe("no-store");
    }
  });

  it("is no-store for every account, cart and order answer, refusals included", async () => {
    const refusing = apiRoute(() => Promise.reject(unauthorized()));
    for (const path of ["/api/user/profile", "/api/cart/get", "/api/order/userorders", "/api/order/details/x"]) {
      expect(await cacheControl(refusing, path)).toBe("no-store");
    }
  });

  it("is left to the handler for an anonymous public call", async () => {
    expect(await cacheControl(cacheable, "/api/products/list")).toBe("public, max-age=60");
  });

  it("holds on the real routes: a shopper's cart and profile are never stored, the catalogue may be", async () => {
    const { token } = await createUser();
    expect(await cacheControl(cart, "/api/cart/get", { token })).toBe("no-store");
    expect(await cacheControl(profile, "/api/user/profile", { Authorization: `Bearer ${token}` })).toBe("no-store");
    expect(await cacheControl(productList, "/api/products/list")).toBe(SHARED);
  });

  it("lets a CDN keep a public read's success, never a refusal nor an answer to credentials", async () => {
    const found = apiRoute(() => Promise.resolve(ok({})), { sharedCache: true });
    const missing = apiRoute(() => Promise.reject(notFound("Blog not found")), { sharedCache: true });
    expect(await cacheControl(found, "/api/blog/all")).toBe(SHARED);
    expect(await cacheControl(missing, "/api/blog/none")).toBeNull();
    expect(await cacheControl(found, "/api/blog/all", { Cookie: "gp_admin=abc" })).toBe("no-store");
    expect(await cacheControl(found, "/api/user/profile")).toBe("no-store");
  });
});
