/** The catalogue import form (/admin/products/import): which import, the file, and the step. */
import { z } from "zod";
import { IMPORT_KINDS, MAX_IMPORT_BYTES } from "../admin/csv/import-types";
import { csvFileSchema } from "./csv-file";
import { text } from "./text";

const fields = {
  kind: z.enum(IMPORT_KINDS, { error: "Choose products or stock" }),
  file: csvFileSchema({
    what: "the CSV file",
    maxBytes: MAX_IMPORT_BYTES,
    tooLarge: "The file must be at most 2 MB: import it in parts",
    howToExport: "save the spreadsheet as CSV UTF-8",
  }).refine((file) => file.name.length <= 200, "The file's name must be at most 200 characters"),
};

export const importFormSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("preview"), ...fields }),
  z.object({
    step: z.literal("apply"),
    ...fields,
    // The preview's digest: an apply is always of a plan the operator has seen.
    digest: text({ error: "Preview the file before applying it" }).regex(
      /^[0-9a-f]{64}$/,
      "Preview the file before applying it",
    ),
  }),
]);
