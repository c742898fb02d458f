/**
 * The products CSV both ways: an export imported again changes nothing, whatever its cells hold
 * (Hindi, commas, quotes, line breaks, formulas defused and read back); an edit is written and
 * exported again exactly; a file with bad rows writes nothing and names each row and column.
 */
import { describe, expect, it } from "vitest";
import { readCsvCell } from "@/lib/csv";
import { db } from "@/lib/db";
import { csvFile, csvRows, exportText, newCategory, setCell, upload } from "@/test/support/csv";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { applyImport, previewImport } from "./imports";

/** What the product form requires of a toy, which test products lack by default. */
const DECLARED = { netQuantity: "1 set (54 cards)", bisStandard: "IS 9873 (Part 1)" };

const storedIn = (category: string) =>
  db().product.findMany({ where: { category }, include: { translations: true }, orderBy: { id: "asc" } });

async function trickyProducts(category: string) {
  const first = await createProduct({
    category,
    name: 'Ganit, the "Pro" kit',
    description: 'Line one, with a comma\nline "two"\r\n=SUM(A1:A2) stays text',
    features: ["Counts, adds", "=1+1"],
    dimensions: "+91 25cm x 25cm",
    materials: "@home card",
    consumerCare: "'=already an apostrophe",
    ...DECLARED,
  });
  await db().productTranslation.create({
    data: {
      productId: first.id,
      locale: "hi",
      name: 'गणित, "प्रो" किट',
      description: "पहली पंक्ति\n-दूसरी पंक्ति, अल्पविराम के साथ",
      features: ["गिनती", "जोड़"],
      contents: [],
    },
  });
  const second = await createProduct({
    category,
    name: '=HYPERLINK("http://example.com")',
    description: "\tStarts with a tab",
    ...DECLARED,
  });
  return [first, second];
}

describe("the products CSV", () => {
  it("round-trips exactly: importing an export changes nothing and reports 0 changes", async () => {
    const category = newCategory();
    const [first, second] = await trickyProducts(category);
    const { user: admin } = await createUser({ role: "ADMIN" });
    const text = await exportText("products", { category });

    // Every formula-like cell is defused as written, and reads back as stored.
    const rows = csvRows(text);
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    const header = rows[0]!;
    const cellOf = (id: string, column: string) =>
      readCsvCell(rows.find((row) => row[0] === id)![header.indexOf(column)]!);
    expect(cellOf(second!.id, "Name")).toBe('=HYPERLINK("http://example.com")');
    expect(cellOf(second!.id, "Description")).toBe("\tStarts with a tab");
    expect(cellOf(first!.id, "Description")).toBe(first!.description);
    expect(cellOf(first!.id, "Consumer care")).toBe("'=already an apostrophe");
    expect(cellOf(first!.id, "Name (Hindi)")).toBe('गणित, "प्रो" किट');
    expect(cellOf(first!.id, "Key features")).toBe("Counts, adds\n=1+1");

    const before = await storedIn(category);
    const plan = await previewImport("products", upload(text));
    expect(plan).toMatchObject({ rows: 2, problems: [], creates: [], updates: [], unchanged: 2 });
    const applied = await applyImport("products", upload(text), plan.digest, admin.id);
    expect(applied).toMatchObject({ applied: false, reason: "nothing" });
    expect(await storedIn(category)).toEqual(before);
    expect(await exportText("products", { category })).toBe(text);
  });

  it("writes an edit, a new product and only the columns a file names, then exports them as edited", async () => {
    const category = newCategory();
    const [first, second] = await trickyProducts(category);
    const { user: admin } = await createUser({ role: "ADMIN" });
    const rows = csvRows(await exportText("products", { category }));
    const rowOf = (id: string) => rows.findIndex((row) => row[0] === id) + 1;
    setCell(rows, first!.id, "Price (₹)", "549.5");
    setCell(rows, first!.id, "Name (Hindi)", "गणित किट, नया");
    setCell(rows, first!.id, "Description", "Line one\nline two, edited");
    const added = [...rows[rowOf(second!.id) - 1]!];
    added[0] = "";
    added[rows[0]!.indexOf("Name")] = "Angle Chase, new";
    rows.push(added);
    const edited = csvFile(rows);

    const plan = await previewImport("products", upload(edited));
    expect(plan.problems).toEqual([]);
    expect(plan.updates).toEqual([
      {
        row: rowOf(first!.id),
        productId: first!.id,
        name: first!.name,
        cells: [
          { column: "Name (Hindi)", from: 'गणित, "प्रो" किट', to: "गणित किट, नया" },
          { column: "Description", from: first!.description, to: "Line one\nline two, edited" },
          { column: "Price (₹)", from: "499.00", to: "549.5" },
        ],
      },
    ]);
    expect(plan.creates).toEqual([{ row: 4, productId: null, name: "Angle Chase, new", cells: [] }]);
    expect(plan.unchanged).toBe(1);

    expect(await applyImport("products", upload(edited), plan.digest, admin.id)).toMatchObject({ applied: true });
    const stored = await storedIn(category);
    expect(stored).toHaveLength(3);
    const saved = stored.find((product) => product.id === first!.id)!;
    expect(saved.price.toFixed(2)).toBe("549.50");
    expect(saved.translations[0]).toMatchObject({ name: "गणित किट, नया", features: ["गिनती", "जोड़"] });
    const created = stored.find((product) => product.name === "Angle Chase, new")!;
    // Added as the form adds: its texts trimmed.
    expect(created).toMatchObject({ slug: "angle-chase-new", description: "Starts with a tab", category });

    // Exported again, the rows read as written (the price with two decimals, as the export writes it).
    setCell(rows, first!.id, "Price (₹)", "549.50");
    const again = csvRows(await exportText("products", { category }));
    expect(again.find((row) => row[0] === first!.id)).toEqual(rows[rowOf(first!.id) - 1]);

    // A file of the ID and one column changes that column only.
    const priceOnly = csvFile([
      ["ID", "Price (₹)"],
      [second!.id, "10"],
    ]);
    const partial = await previewImport("products", upload(priceOnly));
    expect(partial.updates.map((change) => change.cells)).toEqual([
      [{ column: "Price (₹)", from: "499.00", to: "10" }],
    ]);
    await applyImport("products", upload(priceOnly), partial.digest, admin.id);
    expect(await db().product.findUniqueOrThrow({ where: { id: second!.id } })).toMatchObject({
      name: second!.name,
      // Untouched, though the form would trim it.
      description: "\tStarts with a tab",
    });
    expect((await db().product.findUniqueOrThrow({ where: { id: second!.id } })).price.toFixed(2)).toBe("10.00");
  });

  it("writes nothing from a file with bad rows, and names each row, column and reason", async () => {
    const category = newCategory();
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map((n) => createProduct({ category, name: `Row ${n}`, ...DECLARED })),
    );
    const { user: admin } = await createUser({ role: "ADMIN" });
    const rows = csvRows(await exportText("products", { category }));
    const header = rows[0]!;
    const rowOf = (id: string) => rows.findIndex((row) => row[0] === id) + 1;
    setCell(rows, a!.id, "Price (₹)", "12abc");
    setCell(rows, b!.id, "Category", "No Such Category");
    setCell(rows, b!.id, "On sale", "maybe");
    setCell(rows, c!.id, "Name", "A good change that must not be written");
    rows.push([...rows[rowOf(a!.id) - 1]!]);
    rows.push(["nope123", ...rows[rowOf(c!.id) - 1]!.slice(1)]);
    const unnamed = [...rows[rowOf(c!.id) - 1]!];
    unnamed[0] = "";
    unnamed[header.indexOf("Name")] = "";
    rows.push(unnamed);
    const text = csvFile(rows) + "only,three,cells\r\n";

    const plan = await previewImport("products", upload(text));
    const expected = [
      { row: rowOf(a!.id), column: "Price (₹)", message: "Price must be an amount in rupees, such as 499 or 499.50" },
      { row: rowOf(b!.id), column: "On sale", message: "On sale must be yes or no" },
      {
        row: rowOf(b!.id),
        column: "Category",
        message:
          'Unknown category "No Such Category": use one the catalogue has (a new category starts in the product form)',
      },
      { row: 5, column: "ID", message: `This product is on row ${rowOf(a!.id)} already` },
      { row: 6, column: "ID", message: 'No product has the ID "nope123"' },
      { row: 7, column: "Name", message: "Name is required" },
      {
        row: 8,
        column: null,
        message: `This row has 3 cells where the header has ${header.length}: a cell with a comma or line break needs quotes`,
      },
    ];
    expect(plan.problems).toEqual(expected.sort((x, y) => x.row - y.row));
    expect(plan.updates.map((change) => change.productId)).toEqual([c!.id]);

    const before = await storedIn(category);
    expect(await applyImport("products", upload(text), plan.digest, admin.id)).toMatchObject({
      applied: false,
      reason: "problems",
    });
    expect(await storedIn(category)).toEqual(before);
    expect(await db().csvImport.count({ where: { fileSha256: plan.fileSha256 } })).toBe(0);
  });

  it("names a header's unknown, repeated and missing columns, and reads no row", async () => {
    const plan = await previewImport("products", upload("Name,Colour,Name\r\nA,red,B\r\n"));
    expect(plan.problems).toEqual([
      { row: 1, column: "Colour", message: 'Unknown column "Colour": use the export\'s columns' },
      { row: 1, column: "Name", message: "This column appears twice" },
      { row: 1, column: null, message: "The ID column is missing" },
    ]);
    expect(plan).toMatchObject({ creates: [], updates: [], unchanged: 0 });
  });
});
