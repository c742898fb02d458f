/**
 * #29 item 4 through the real server: an admin's server action replayed with the admin's cookie
 * but another scheme's Origin is refused with a 403 before it runs, and the product stays as it
 * was; the same bytes from the store's own origin do run, so the refusal is the Origin's alone.
 * Also #29 item 9's upload: the product's uploaded image keeps its own `default-src 'none'`, and
 * the optimizer's copy of it carries the security headers.
 */
import { expect, test } from "./support/test";
import { signInAsAdmin } from "./support/admin";
import { SECURITY_HEADERS } from "./support/security-headers";
import * as adminProducts from "./support/admin-products";

// The product is removed through the API afterwards (its deletion through the page is admin.spec.ts's).
test.afterEach(({ playwright, baseURL }) => adminProducts.removeProductsLeftBehind(playwright, baseURL!));

// @serial: it creates a product, which the shop's lists show (e2e/README.md).
test(
  "a server action from another scheme's origin is refused and changes nothing",
  { tag: "@serial" },
  async ({ page, baseURL }) => {
    await signInAsAdmin(page);
    const productId = await adminProducts.createProductAsAdmin(page, `Origin Blocks ${Date.now()}`, 5);

    // The admin's own "Mark out of stock", as the browser sends it.
    const sent = page.waitForRequest((request) => request.method() === "POST" && "next-action" in request.headers());
    await page.getByRole("button", { name: "Mark out of stock" }).click();
    await expect(page.getByText("Marked out of stock")).toBeVisible();
    const action = await sent;
    const sentHeaders = await action.allHeaders();
    // The request context sets its own host, length and cookies (the admin's, from this browser).
    const headers = Object.fromEntries(
      Object.entries(sentHeaders).filter(([name]) => !["host", "cookie", "content-length", "origin"].includes(name)),
    );
    await page.getByLabel("Set stock to").fill("12");
    await page.getByRole("button", { name: "Set stock" }).click();
    await expect(page.getByText("Stock set to 12")).toBeVisible();

    // Replayed with the admin's cookie (page.request shares the browser's), from https:// instead.
    const replay = (from: string) =>
      page.request.post(action.url(), { headers: { ...headers, origin: from }, data: action.postDataBuffer()! });
    const crossScheme = baseURL!.replace(/^http:/, "https:");
    const refused = await replay(crossScheme);
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toBe("Cross-site requests are refused");
    expect(await adminProducts.stockOf(page.request, productId)).toMatchObject({ inStock: true, stockQuantity: 12 });

    expect((await replay(sentHeaders.origin!)).status()).toBe(200);
    expect(await adminProducts.stockOf(page.request, productId)).toMatchObject({ inStock: false });

    const { images } = (
      (await (await page.request.post("/api/products/single", { data: { productId } })).json()) as {
        product: { images: string[] };
      }
    ).product;
    const uploaded = images.find((image) => image.startsWith("/uploads/"))!;
    const upload = await page.request.get(uploaded);
    expect(upload.status()).toBe(200);
    expect(upload.headers()).toMatchObject({ "content-security-policy": "default-src 'none'", ...SECURITY_HEADERS });
    const optimized = await page.request.get(`/_next/image?url=${encodeURIComponent(uploaded)}&w=640&q=75`);
    expect(optimized.status()).toBe(200);
    expect(optimized.headers()).toMatchObject(SECURITY_HEADERS);
  },
);
