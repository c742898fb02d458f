/**
 * The catalogue by CSV, as an operator works: download the products export, upload it changed with
 * one bad row, read the problem by row and column, fix it, apply, see the change in the shop; then
 * the untouched export again, which puts the catalogue back as it was.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parseCsv } from "../lib/csv";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";

/** Rows written back as a spreadsheet saves them: cells quoted where needed, nothing else changed. */
const csvFile = (rows: string[][]) =>
  rows
    .map((row) => row.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(","))
    .join("\r\n");

async function preview(page: Page, text: string) {
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  await page.getByRole("button", { name: "Preview" }).click();
}

test.describe("the catalogue by CSV", { tag: "@serial" }, () => {
  test("an operator exports the products, fixes the row the preview names, applies, and sees it in the shop", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/products/import");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "products export" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const original = await readFile(await download.path(), "utf8");
    const rows = parseCsv(original);
    const column = (name: string) => rows[0]!.indexOf(name);
    const [target, other] = [rows[1]!, rows[2]!];
    const size = `30cm x 30cm x 6cm (checked ${Date.now()})`;
    const edited = rows.map((row) => [...row]);
    edited[1]![column("Dimensions")] = size;
    edited[2]![column("Price (₹)")] = "free";

    await preview(page, csvFile(edited));
    const problems = page.getByTestId("import-problems");
    await expect(problems.getByRole("row").nth(1).getByRole("cell")).toHaveText([
      "3",
      "Price (₹)",
      "Price must be an amount in rupees, such as 499 or 499.50",
    ]);
    await expect(page.getByRole("button", { name: /^Apply/ })).toHaveCount(0);

    edited[2]![column("Price (₹)")] = other[column("Price (₹)")]!;
    await preview(page, csvFile(edited));
    await expect(page.getByRole("main").getByRole("status")).toContainText("1 to change");
    await expect(page.getByTestId("import-changes")).toContainText(
      `Dimensions: ${target[column("Dimensions")] || "(empty)"} → ${size}`,
    );
    await page.getByRole("button", { name: "Apply 1 change" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Applied: 0 added, 1 changed. The shop shows them now.",
    );

    await page.goto(`/shop/${target[column("ID")]}`);
    await expect(page.getByRole("region", { name: "Product details" })).toContainText(size);

    // The untouched export puts it back: one change, applied.
    await page.goto("/admin/products/import");
    await preview(page, original);
    await page.getByRole("button", { name: "Apply 1 change" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Applied: 0 added, 1 changed.");
  });
});
