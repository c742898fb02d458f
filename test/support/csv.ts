/** The admin's CSV files in tests: an export's text, a file's cells edited as a spreadsheet would, an upload. */
import { randomBytes } from "node:crypto";
import { csvExport } from "@/lib/admin/csv/exports";
import type { UploadedCsv } from "@/lib/admin/csv/import-file";
import { parseCsv } from "@/lib/csv";
import type { ExportKind } from "@/lib/validation/csv-exports";

/** A category of this test's own: the catalogue exports of it hold only this test's products. */
export const newCategory = () => `CSV Test ${randomBytes(4).toString("hex")}`;

export const exportText = (kind: ExportKind, query: Record<string, string> = {}) =>
  new Response(csvExport(kind, query).body).text();

/** A file's rows as written (cells not read back: a defused formula keeps its apostrophe). */
export const csvRows = (text: string) => parseCsv(text);

/** Rows written back as a spreadsheet saves them: cells quoted where needed, nothing else changed. */
export const csvFile = (rows: string[][]) =>
  rows
    .map((row) => row.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(","))
    .join("\r\n") + "\r\n";

export const upload = (text: string, name = "catalogue.csv"): UploadedCsv => ({
  name,
  bytes: new TextEncoder().encode(text),
});

/** Edits one cell of the row whose first cell (the ID) is `id`. */
export function setCell(rows: string[][], id: string, column: string, value: string): void {
  const index = rows[0]!.indexOf(column);
  const row = rows.find((cells) => cells[0] === id);
  if (index < 0 || !row) throw new Error(`No cell ${column} for ${id}`);
  row[index] = value;
}
