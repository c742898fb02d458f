/** The admin's CSV exports (GET /api/admin/exports/{kind}): which, and for what. */
import { z } from "zod";
import { invoicePeriodSchema } from "./order";
import { text } from "./text";

export const EXPORT_KINDS = ["orders", "order-lines", "customers", "products", "stock", "gst-register"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportKindSchema = z.enum(EXPORT_KINDS, { error: `The export must be one of ${EXPORT_KINDS.join(", ")}` });

/** Orders, their lines and the GST register cover Indian calendar days, a year at most. */
export const exportPeriodSchema = invoicePeriodSchema;

/** The catalogue's exports: all of it, or one category. */
export const catalogueExportQuery = z.object({
  category: text().trim().max(60, "category must be at most 60 characters").optional(),
});
