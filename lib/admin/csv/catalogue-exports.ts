/**
 * The catalogue as CSV, in the imports' own shape (./product-columns.ts, ./stock-import.ts): what
 * an operator downloads, edits and uploads again. Products in id order, so a file's rows keep
 * their places from one export to the next; one category when asked.
 */
import "server-only";
import { csvCell } from "../../csv";
import { db } from "../../db";
import { csvRowBatches, keysetBatches } from "./csv-stream";
import { PRODUCT_FIELDS, PRODUCT_LABELS, productCells } from "./product-columns";
import { STOCK_LABELS, stockCells, type StockField } from "./stock-import";

function productBatches(category: string | undefined) {
  return keysetBatches((after: { id: string } | null, take) =>
    db().product.findMany({
      where: { ...(category ? { category } : {}), ...(after ? { id: { gt: after.id } } : {}) },
      orderBy: { id: "asc" },
      take,
      include: { translations: { where: { locale: "hi" } } },
    }),
  );
}

export const PRODUCTS_HEADER = PRODUCT_FIELDS.map((field) => PRODUCT_LABELS[field]);

export const productRows = (category?: string) =>
  csvRowBatches(productBatches(category), (products) =>
    products.map((product) => {
      const cells = productCells(product);
      return PRODUCT_FIELDS.map((field) => csvCell(cells[field]));
    }),
  );

const STOCK_FIELDS = Object.keys(STOCK_LABELS) as StockField[];
export const STOCK_HEADER = STOCK_FIELDS.map((field) => STOCK_LABELS[field]);

export const stockRows = (category?: string) =>
  csvRowBatches(productBatches(category), (products) =>
    products.map((product) => {
      const cells = stockCells(product);
      return STOCK_FIELDS.map((field) => csvCell(cells[field]));
    }),
  );
