/** CSV as spreadsheets read it (RFC 4180, CRLF rows), for the admin's exports. */

/**
 * Quotes a text cell, and defuses one a spreadsheet would run as a formula with a leading
 * apostrophe. Apostrophes already before such a character get one more, so readCsvCell gives back
 * exactly the text written.
 */
export function csvCell(value: string): string {
  const safe = /^'*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A document of a header and rows of cells already written (csvCell for text, plain for numbers). */
export const csvDocument = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [header, ...rows].map((row) => `${row.join(",")}\r\n`).join("");

/** A cell as csvCell wrote it, read back: the apostrophe that defused a formula taken off. */
export const readCsvCell = (cell: string): string => cell.replace(/^'(?='*[=+\-@\t\r])/, "");

/** The rows of a CSV text (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks), blank lines left out. */
export const parseCsv = (text: string): string[][] => parseCsvRecords(text).map((record) => record.cells);

/** parseCsv's rows, each with its number as a spreadsheet shows it (blank rows counted, the header is row 1). */
export function parseCsvRecords(text: string): { row: number; cells: string[] }[] {
  const rows: { row: number; cells: string[] }[] = [];
  let number = 0;
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    number++;
    if (row.some((value) => value.trim() !== "")) rows.push({ row: number, cells: row });
    row = [];
    cell = "";
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") {
      quoted = true;
    } else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      endRow();
    } else {
      cell += char;
    }
  }
  endRow();
  return rows;
}
