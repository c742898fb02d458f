/** The uploaded file as the imports read it: UTF-8 only, a BOM dropped, at most 2 MB and 5,000 rows. */
import { describe, expect, it } from "vitest";
import { readCsvTable } from "./import-file";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "./import-types";

const file = (text: string | Uint8Array) => ({
  name: "stock.csv",
  bytes: typeof text === "string" ? new TextEncoder().encode(text) : text,
});

describe("an uploaded CSV", () => {
  it("drops Excel's byte-order mark and reads cells as the export wrote them", () => {
    const table = readCsvTable(file("\uFEFFID, Name \r\nabc,'=1+1\r\n"));
    expect(table.header).toEqual(["ID", "Name"]);
    expect(table.records).toEqual([{ row: 2, cells: ["abc", "=1+1"] }]);
    expect(table.fileSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses text that is not UTF-8, a binary file and an empty one", () => {
    expect(() => readCsvTable(file(new Uint8Array([0x49, 0x44, 0x0a, 0xff, 0xfe])))).toThrow(/not UTF-8/);
    expect(() => readCsvTable(file("ID\r\n\u0000"))).toThrow(/not a CSV text file/);
    expect(() => readCsvTable(file("\r\n\r\n"))).toThrow(/empty/);
  });

  it("refuses more than 2 MB or 5,000 rows with a 413", () => {
    expect(() => readCsvTable(file(new Uint8Array(MAX_IMPORT_BYTES + 1).fill(0x41)))).toThrow(
      expect.objectContaining({ status: 413, message: "The file must be at most 2 MB: import it in parts" }),
    );
    const rows = `ID,Stock\r\n${"p,1\r\n".repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(() => readCsvTable(file(rows))).toThrow(
      expect.objectContaining({ status: 413, message: "The file has 5001 rows: import at most 5,000 at a time" }),
    );
    expect(readCsvTable(file(`ID,Stock\r\n${"p,1\r\n".repeat(MAX_IMPORT_ROWS)}`)).records).toHaveLength(
      MAX_IMPORT_ROWS,
    );
  });
});
