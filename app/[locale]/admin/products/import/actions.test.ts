/**
 * The import's server action: only an admin's cookie session previews or applies (a shopper, even
 * with a shopper's token in the admin cookie, is refused and changes nothing); an admin's preview
 * carries the plan, and its apply writes it. A file that is no CSV is refused with words to act on.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { browserCookies } from "@/test/support/browser-cookies";
import { csvFile, newCategory } from "@/test/support/csv";
import { createProduct, signInToAdminAs } from "@/test/support/users-and-products";
import { importCsvAction } from "./actions";

vi.mock("next/headers", () => import("@/test/support/browser-cookies"));

beforeEach(() => browserCookies.clear());

const REFUSED = { ok: false, message: "Only store administrators can do this" };

const formOf = (fields: Record<string, string>, text: string, name = "stock.csv", type = "text/csv") => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("file", new File([text], name, { type }));
  return form;
};

describe("the catalogue import action", () => {
  it("refuses a shopper's preview and apply, writing nothing; an admin's go through", async () => {
    const product = await createProduct({ category: newCategory() });
    const text = csvFile([
      ["ID", "Stock"],
      [product.id, "3"],
    ]);

    await signInToAdminAs("CUSTOMER");
    expect(await importCsvAction(null, formOf({ kind: "stock", step: "preview" }, text))).toEqual(REFUSED);
    const digest = "0".repeat(64);
    expect(await importCsvAction(null, formOf({ kind: "stock", step: "apply", digest }, text))).toEqual(REFUSED);

    browserCookies.clear();
    await signInToAdminAs("ADMIN");
    const preview = await importCsvAction(null, formOf({ kind: "stock", step: "preview" }, text));
    expect(preview).toMatchObject({
      ok: true,
      message: "1 row: 0 to add, 1 to change, 0 unchanged. Check the changes below, then apply them.",
      preview: { updates: 1, problemCount: 0, digest: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(await db().product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({ stockQuantity: 20 });

    await signInToAdminAs("CUSTOMER");
    const stolen = { kind: "stock", step: "apply", digest: preview.preview!.digest! };
    expect(await importCsvAction(null, formOf(stolen, text))).toEqual(REFUSED);
    expect(await db().product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({ stockQuantity: 20 });

    await signInToAdminAs("ADMIN");
    const applied = await importCsvAction(null, formOf(stolen, text));
    expect(applied).toEqual({ ok: true, message: "Applied: 0 added, 1 changed. The shop shows them now." });
    expect(await db().product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({ stockQuantity: 3 });
  });

  it("refuses a file that is not CSV, and an apply that was never previewed", async () => {
    await signInToAdminAs("ADMIN");
    expect(
      await importCsvAction(null, formOf({ kind: "stock", step: "preview" }, "%PDF", "stock.pdf", "application/pdf")),
    ).toEqual({
      ok: false,
      message: "Only a CSV file can be imported: save the spreadsheet as CSV UTF-8 (not Excel or PDF)",
    });
    expect(await importCsvAction(null, formOf({ kind: "stock", step: "apply" }, "ID,Stock\r\n"))).toEqual({
      ok: false,
      message: "Preview the file before applying it",
    });
  });
});
