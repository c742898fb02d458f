/** CSV as spreadsheets read it (RFC 4180, CRLF rows), for the admin's exports. */

/** Quotes a text cell, and defuses one a spreadsheet would run as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A document of a header and rows of cells already written (csvCell for text, plain for numbers). */
export const csvDocument = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [header, ...rows].map((row) => `${row.join(",")}\r\n`).join("");
