/**
 * The stock CSV: each product's ID, name (for the reader: the import ignores it), units on hand
 * and whether it is on sale. The import sets the units and the on-sale flag of existing products
 * by ID, with the admin form's own rules (a whole number up to 100,000); it adds no product.
 */
import "server-only";
import { z } from "zod";
import { productFormSchema } from "../../validation/admin-product";
import type { ProductWithHindi } from "../../catalog/product-form-values";
import type { ImportSpec, RowReading } from "./import-types";
import { readYesNo, yesNo } from "./export-cells";

export type StockField = "id" | "name" | "stockQuantity" | "inStock";

export const STOCK_LABELS = {
  id: "ID",
  name: "Name",
  stockQuantity: "Stock",
  inStock: "On sale",
} as const satisfies Record<StockField, string>;

export interface StockValue {
  stockQuantity: number;
  inStock: boolean;
}

const stockSchema = z.object({ stockQuantity: productFormSchema.shape.stockQuantity });

export const stockCells = (product: Pick<ProductWithHindi, "id" | "name" | "stockQuantity" | "inStock">) => ({
  id: product.id,
  name: product.name,
  stockQuantity: String(product.stockQuantity),
  inStock: yesNo(product.inStock),
});

function readStockRow(cells: Record<StockField, string>): RowReading<StockField, StockValue> {
  const problems: { field: StockField; message: string }[] = [];
  const inStock = readYesNo(cells.inStock);
  if (inStock === null) problems.push({ field: "inStock", message: "On sale must be yes or no" });
  const parsed = stockSchema.safeParse({ stockQuantity: cells.stockQuantity });
  if (!parsed.success) problems.push({ field: "stockQuantity", message: parsed.error.issues[0]!.message });
  if (!parsed.success || inStock === null) return { ok: false, problems };
  return { ok: true, value: { stockQuantity: parsed.data.stockQuantity, inStock } };
}

export const stockImport: ImportSpec<StockField, StockValue> = {
  kind: "stock",
  labels: STOCK_LABELS,
  idField: "id",
  nameField: "name",
  referenceOnly: ["name"],
  creates: false,
  cellsOf: stockCells,
  read: readStockRow,
  changedFields: (value, current) =>
    (["stockQuantity", "inStock"] as const).filter((field) => value[field] !== current[field]),
  async write(tx, rows) {
    for (const { productId, value } of rows) await tx.product.update({ where: { id: productId! }, data: value });
    return [];
  },
};
