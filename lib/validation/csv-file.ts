/** A CSV file an operator uploads to an admin form (a bank statement, the catalogue). */
import { z } from "zod";

/** What browsers and spreadsheet programs label a .csv file with; "" when the system does not know. */
const CSV_TYPES = ["", "text/csv", "text/plain", "application/csv", "application/vnd.ms-excel", "text/x-csv"];

interface CsvFileRules {
  /** "the statement's CSV file": what the operator is asked to choose. */
  what: string;
  maxBytes: number;
  tooLarge: string;
  /** How to get a CSV from where the file comes from. */
  howToExport: string;
}

export const csvFileSchema = ({ what, maxBytes, tooLarge, howToExport }: CsvFileRules) =>
  z
    .instanceof(File, { error: `Choose ${what}` })
    .refine((file) => file.size > 0, `Choose ${what}: this one is empty`)
    .refine((file) => file.size <= maxBytes, tooLarge)
    .refine(
      (file) => file.name.toLowerCase().endsWith(".csv") && CSV_TYPES.includes(file.type),
      `Only a CSV file can be imported: ${howToExport} (not Excel or PDF)`,
    );
