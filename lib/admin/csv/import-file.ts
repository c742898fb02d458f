/**
 * An uploaded CSV as the imports read it: UTF-8 text (a byte-order mark, as Excel's "CSV UTF-8"
 * writes, is dropped), at most MAX_IMPORT_BYTES and MAX_IMPORT_ROWS, its cells as the export wrote
 * them (a formula's defusing apostrophe taken off again, lib/csv.ts). A file that cannot be read
 * at all is refused whole; a row whose cells do not line up with the header is a problem of its own.
 */
import { createHash } from "node:crypto";
import { parseCsvRecords, readCsvCell } from "../../csv";
import { DomainError, badRequest } from "../../http/errors";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type ImportProblem } from "./import-types";

export interface UploadedCsv {
  name: string;
  bytes: Uint8Array;
}

export interface CsvTable {
  fileName: string;
  fileSha256: string;
  /** The header's cells, trimmed. */
  header: string[];
  records: { row: number; cells: string[] }[];
  /** Rows that do not have the header's number of cells. */
  problems: ImportProblem[];
}

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export function readCsvTable({ name, bytes }: UploadedCsv): CsvTable {
  if (bytes.byteLength > MAX_IMPORT_BYTES)
    throw new DomainError(413, `The file must be at most ${megabytes(MAX_IMPORT_BYTES)}: import it in parts`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The file is not UTF-8 text: save it as "CSV UTF-8" and try again');
  }
  // A spreadsheet renamed .csv is binary: say so rather than report every row.
  if (text.includes("\u0000")) throw badRequest("This file is not a CSV text file: save it as CSV");
  const [head, ...records] = parseCsvRecords(text);
  if (!head) throw badRequest("The file is empty: it needs the export's header row");
  if (records.length > MAX_IMPORT_ROWS)
    throw new DomainError(
      413,
      `The file has ${records.length} rows: import at most ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} at a time`,
    );
  const header = head.cells.map((cell) => readCsvCell(cell).trim());
  const problems: ImportProblem[] = [];
  const complete = records.filter(({ row, cells }) => {
    if (cells.length === header.length) return true;
    problems.push({
      row,
      column: null,
      message: `This row has ${cells.length} cells where the header has ${header.length}: a cell with a comma or line break needs quotes`,
    });
    return false;
  });
  return {
    fileName: name,
    fileSha256: createHash("sha256").update(bytes).digest("hex"),
    header,
    records: complete.map(({ row, cells }) => ({ row, cells: cells.map(readCsvCell) })),
    problems,
  };
}
