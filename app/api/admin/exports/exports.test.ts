/**
 * GET /api/admin/exports/{kind}: only an admin's cookie session downloads (401 without it, even
 * with an admin's token; 403 from another site); a large export is streamed in batches, every row
 * once and in order.
 */
import { describe, expect, it } from "vitest";
import { EXPORT_BATCH } from "@/lib/admin/csv/csv-stream";
import { adminCookieName } from "@/lib/auth/admin-session";
import { parseCsv } from "@/lib/csv";
import { db } from "@/lib/db";
import { EXPORT_KINDS } from "@/lib/validation/csv-exports";
import { routeResponse } from "@/test/support/call-route";
import { newCategory } from "@/test/support/csv";
import { adminSessionCookie, createUser } from "@/test/support/users-and-products";
import { GET } from "./[kind]/route";

const PERIOD = { from: "2026-11-01", to: "2026-11-30" };

const download = (kind: string, headers: Record<string, string>, query: Record<string, string> = PERIOD) =>
  routeResponse(GET, { method: "GET", params: { kind }, headers, query });

describe("GET /api/admin/exports/{kind}", () => {
  it("answers 401 without an admin session and 403 from another site, for every export", async () => {
    const { token: shopperToken } = await createUser();
    const { user: admin, token: adminToken } = await createUser({ role: "ADMIN" });
    const cookie = await adminSessionCookie(admin.id);
    for (const kind of EXPORT_KINDS) {
      const refusals = await Promise.all([
        download(kind, {}),
        download(kind, { token: shopperToken }),
        download(kind, { token: adminToken, authorization: `Bearer ${adminToken}` }),
        download(kind, { cookie: `${adminCookieName()}=${shopperToken}` }),
        download(kind, { cookie, origin: "https://evil.example" }),
      ]);
      expect(
        refusals.map((response) => response.status),
        kind,
      ).toEqual([401, 401, 401, 401, 403]);
      for (const response of refusals) expect(response.headers.get("content-type"), kind).toContain("json");
    }
  });

  it("names the file by its period and refuses a period it cannot read", async () => {
    const { user: admin } = await createUser({ role: "ADMIN" });
    const cookie = await adminSessionCookie(admin.id);
    const response = await download("gst-register", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="gst-register-2026-11-01-to-2026-11-30.csv"',
    );
    await response.body?.cancel();
    expect((await download("orders", { cookie }, { from: "2026-11-30", to: "2026-11-01" })).status).toBe(400);
    expect((await download("orders", { cookie }, {})).status).toBe(400);
    expect((await download("everything", { cookie })).status).toBe(400);
  });

  it("streams a large export in batches: every row once, in order", async () => {
    const category = newCategory();
    const count = EXPORT_BATCH * 2 + 3;
    const slug = category.toLowerCase().replaceAll(" ", "-");
    await db().product.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        slug: `${slug}-${index}`,
        name: `Bulk ${index}`,
        description: "Made by the streaming test.",
        category,
        images: [],
        price: "99.00",
        stockQuantity: index,
        // Listed long ago, as every test's product is: the seeded catalogue's New Arrivals stay its own.
        date: new Date("2020-01-01T00:00:00Z"),
      })),
    });
    const { user: admin } = await createUser({ role: "ADMIN" });
    const response = await download("stock", { cookie: await adminSessionCookie(admin.id) }, { category });
    expect(response.body).toBeInstanceOf(ReadableStream);

    // The header, then one chunk per batch read: never the whole table at once.
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read())
      chunks.push(decoder.decode(read.value, { stream: true }));
    expect(chunks).toHaveLength(1 + Math.ceil(count / EXPORT_BATCH));
    expect(chunks[0]).toBe("ID,Name,Stock,On sale\r\n");

    const [, ...rows] = parseCsv(chunks.join(""));
    const stored = await db().product.findMany({ where: { category }, orderBy: { id: "asc" } });
    expect(rows).toEqual(stored.map((product) => [product.id, product.name, String(product.stockQuantity), "yes"]));
    expect(rows).toHaveLength(count);
  });
});
