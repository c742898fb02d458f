/** Every CSV export of the admin area, by kind: its rows, as a stream, and the file's name. */
import "server-only";
import { indianIsoDay } from "../../dates";
import { slugify } from "../../slug";
import { catalogueExportQuery, exportPeriodSchema, type ExportKind } from "../../validation/csv-exports";
import { PRODUCTS_HEADER, STOCK_HEADER, productRows, stockRows } from "./catalogue-exports";
import { csvStream } from "./csv-stream";
import { CUSTOMERS_HEADER, customerRows } from "./customer-export";
import { GST_REGISTER_HEADER, gstRegisterRows } from "./gst-register";
import { ORDERS_HEADER, ORDER_LINES_HEADER, orderLineRows, orderRows } from "./order-exports";

export interface CsvExport {
  filename: string;
  body: ReadableStream<Uint8Array>;
}

const PERIOD_EXPORTS = {
  orders: [ORDERS_HEADER, orderRows],
  "order-lines": [ORDER_LINES_HEADER, orderLineRows],
  "gst-register": [GST_REGISTER_HEADER, gstRegisterRows],
} as const;

const CATALOGUE_EXPORTS = {
  products: [PRODUCTS_HEADER, productRows],
  stock: [STOCK_HEADER, stockRows],
} as const;

/** The export of `kind` for the query's period or category (validated here: 400 when wrong). */
export function csvExport(kind: ExportKind, query: Record<string, string>, now = new Date()): CsvExport {
  if (kind === "customers")
    return { filename: `customers-${indianIsoDay(now)}.csv`, body: csvStream(CUSTOMERS_HEADER, customerRows()) };
  if (kind === "products" || kind === "stock") {
    const { category } = catalogueExportQuery.parse(query);
    const [header, rows] = CATALOGUE_EXPORTS[kind];
    const part = category ? `-${slugify(category, 40) || "category"}` : "";
    return { filename: `${kind}${part}-${indianIsoDay(now)}.csv`, body: csvStream(header, rows(category)) };
  }
  const period = exportPeriodSchema.parse(query);
  const [header, rows] = PERIOD_EXPORTS[kind];
  return { filename: `${kind}-${period.from}-to-${period.to}.csv`, body: csvStream(header, rows(period)) };
}
