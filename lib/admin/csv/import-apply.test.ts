/**
 * An apply never trusts its preview: a product changed or a file edited since, a category gone,
 * or a second apply of the same preview at once — each is planned again under the products' row
 * locks and refused, writing nothing. The stock import sets quantities by ID; each applied file
 * leaves exactly one audit row.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { csvFile, csvRows, exportText, newCategory, setCell, upload } from "@/test/support/csv";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { applyImport, previewImport } from "./imports";

const DECLARED = { netQuantity: "1 set (54 cards)", bisStandard: "IS 9873 (Part 1)" };

async function stockFile(category: string, quantities: Record<string, string>) {
  const rows = csvRows(await exportText("stock", { category }));
  for (const [id, quantity] of Object.entries(quantities)) setCell(rows, id, "Stock", quantity);
  return csvFile(rows);
}

const stockOf = async (id: string) => (await db().product.findUniqueOrThrow({ where: { id } })).stockQuantity;

describe("applying a CSV import", () => {
  it("sets stock by ID, ignores the Name column, and writes one audit row per applied file", async () => {
    const category = newCategory();
    const [a, b] = await Promise.all([createProduct({ category }), createProduct({ category })]);
    const { user: admin } = await createUser({ role: "ADMIN" });
    const rows = csvRows(await stockFile(category, { [a.id]: "7", [b.id]: "0" }));
    setCell(rows, b.id, "Name", "Renamed in the stock file");
    setCell(rows, b.id, "On sale", "no");
    const text = csvFile(rows);

    const plan = await previewImport("stock", upload(text, "stock-count.csv"));
    expect(Object.fromEntries(plan.updates.map(({ productId, cells }) => [productId, cells]))).toEqual({
      [a.id]: [{ column: "Stock", from: "20", to: "7" }],
      [b.id]: [
        { column: "Stock", from: "20", to: "0" },
        { column: "On sale", from: "yes", to: "no" },
      ],
    });
    const applied = await applyImport("stock", upload(text, "stock-count.csv"), plan.digest, admin.id);
    expect(applied).toMatchObject({ applied: true });
    expect(await db().product.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({
      stockQuantity: 7,
      inStock: true,
    });
    expect(await db().product.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({
      stockQuantity: 0,
      inStock: false,
      name: b.name,
    });

    // The same file and digest again: its products changed since that preview, so nothing more.
    expect(await applyImport("stock", upload(text, "stock-count.csv"), plan.digest, admin.id)).toMatchObject({
      applied: false,
      reason: "changed",
    });
    const audits = await db().csvImport.findMany({ where: { fileSha256: plan.fileSha256 } });
    expect(audits).toEqual([
      expect.objectContaining({
        kind: "STOCK",
        adminId: admin.id,
        fileName: "stock-count.csv",
        rows: 2,
        created: 0,
        updated: 2,
        unchanged: 0,
      }),
    ]);
    expect(applied.applied && applied.importId).toBe(audits[0]!.id);
  });

  it("refuses a row without an ID or a stock the form would refuse, and adds no product", async () => {
    const category = newCategory();
    const product = await createProduct({ category });
    const rows = csvRows(await stockFile(category, { [product.id]: "-3" }));
    rows.push(["", "A new one?", "5", "yes"]);
    const plan = await previewImport("stock", upload(csvFile(rows)));
    expect(plan.problems).toEqual([
      { row: 2, column: "Stock", message: "Stock must be a whole number" },
      { row: 3, column: "ID", message: "ID is required: this import changes existing products only" },
    ]);
  });

  it("refuses an apply when a product the file names changed since the preview, then applies the new preview", async () => {
    const category = newCategory();
    const product = await createProduct({ category });
    const { user: admin } = await createUser({ role: "ADMIN" });
    const text = await stockFile(category, { [product.id]: "9" });
    const preview = await previewImport("stock", upload(text));

    // A shopper's order takes two units meanwhile.
    await db().product.update({ where: { id: product.id }, data: { stockQuantity: { decrement: 2 } } });
    const refused = await applyImport("stock", upload(text), preview.digest, admin.id);
    expect(refused).toMatchObject({ applied: false, reason: "changed" });
    expect(refused.plan.updates[0]!.cells).toEqual([{ column: "Stock", from: "18", to: "9" }]);
    expect(await stockOf(product.id)).toBe(18);

    expect(await applyImport("stock", upload(text), refused.plan.digest, admin.id)).toMatchObject({ applied: true });
    expect(await stockOf(product.id)).toBe(9);
  });

  it("refuses a file edited since its preview", async () => {
    const category = newCategory();
    const product = await createProduct({ category });
    const { user: admin } = await createUser({ role: "ADMIN" });
    const previewed = await previewImport("stock", upload(await stockFile(category, { [product.id]: "9" })));
    const edited = await stockFile(category, { [product.id]: "90" });
    expect(await applyImport("stock", upload(edited), previewed.digest, admin.id)).toMatchObject({
      applied: false,
      reason: "changed",
    });
    expect(await stockOf(product.id)).toBe(20);
  });

  it("checks the rows again on apply: a category gone since the preview is a problem", async () => {
    const category = newCategory();
    const only = await createProduct({ category, ...DECLARED });
    const other = await createProduct({ category: newCategory(), ...DECLARED });
    const { user: admin } = await createUser({ role: "ADMIN" });
    const rows = csvRows(await exportText("products", { category: other.category }));
    setCell(rows, other.id, "Category", category);
    const text = csvFile(rows);
    const preview = await previewImport("products", upload(text));
    expect(preview.problems).toEqual([]);

    await db().product.delete({ where: { id: only.id } });
    const refused = await applyImport("products", upload(text), preview.digest, admin.id);
    expect(refused).toMatchObject({ applied: false, reason: "problems" });
    expect(refused.plan.problems).toEqual([
      { row: 2, column: "Category", message: expect.stringContaining(`Unknown category "${category}"`) },
    ]);
    expect(await db().product.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({
      category: other.category,
    });
  });

  it("applies a preview once when two operators apply it at the same moment", async () => {
    const category = newCategory();
    const products = await Promise.all([1, 2, 3].map(() => createProduct({ category })));
    const { user: admin } = await createUser({ role: "ADMIN" });
    const text = await stockFile(category, Object.fromEntries(products.map((product) => [product.id, "4"])));
    const { digest, fileSha256 } = await previewImport("stock", upload(text));

    const outcomes = await Promise.all([1, 2].map(() => applyImport("stock", upload(text), digest, admin.id)));
    expect(outcomes.map((outcome) => outcome.applied).sort()).toEqual([false, true]);
    expect(outcomes.find((outcome) => !outcome.applied)).toMatchObject({ reason: "changed" });
    expect(await db().csvImport.count({ where: { fileSha256 } })).toBe(1);
    for (const product of products) expect(await stockOf(product.id)).toBe(4);
  });
});
