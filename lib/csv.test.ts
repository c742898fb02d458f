/** CSV cells written for spreadsheets and read back: formulas defused, and the text given back exactly. */
import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, parseCsv, parseCsvRecords, readCsvCell } from "./csv";

const TEXTS = [
  "=SUM(A1:A9)",
  "+91 98290 54321",
  "-5",
  "@home",
  "\tindented",
  "\rreturn",
  "'=already an apostrophe",
  "''+two apostrophes",
  "'plain apostrophe",
  "'",
  'a "quoted", with a comma\nand a line',
  'गणित, "प्रो"',
  "",
];

describe("CSV cells", () => {
  it("defuses every cell a spreadsheet would run as a formula", () => {
    const written = parseCsv(
      csvDocument(
        ["Text"],
        TEXTS.map((text) => [csvCell(text)]),
      ),
    );
    for (const [cell] of written.slice(1)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("reads back exactly the text written", () => {
    const [, ...rows] = parseCsv(
      csvDocument(
        ["Text", "After"],
        TEXTS.map((text) => [csvCell(text), "x"]),
      ),
    );
    expect(rows.map(([cell]) => readCsvCell(cell!))).toEqual(TEXTS);
  });

  it("numbers each row as a spreadsheet does, blank rows counted", () => {
    expect(parseCsvRecords('A,B\r\n1,"two\r\nlines"\r\n\r\n3,4\r\n')).toEqual([
      { row: 1, cells: ["A", "B"] },
      { row: 2, cells: ["1", "two\r\nlines"] },
      { row: 4, cells: ["3", "4"] },
    ]);
  });
});
