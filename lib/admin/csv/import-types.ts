/**
 * What a catalogue import is made of: a kind's columns and rules (ImportSpec, one per kind:
 * ./product-import.ts, ./stock-import.ts), and the plan a preview shows and an apply carries out.
 */
import type { ProductWithHindi } from "../../catalog/product-form-values";
import type { Prisma } from "../../generated/prisma/client";

export const IMPORT_KINDS = ["products", "stock"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** A spreadsheet's worth: enough for the catalogue many times over, small enough for one transaction. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5_000;

/** A bad cell (column named), a bad row (column null), or a bad header (row 1). */
export interface ImportProblem {
  row: number;
  column: string | null;
  message: string;
}

/** What a row would change: a new product (productId null) or these cells of an existing one. */
export interface ImportChange {
  row: number;
  productId: string | null;
  name: string;
  cells: { column: string; from: string; to: string }[];
}

export interface ImportPlan {
  kind: ImportKind;
  fileName: string;
  fileSha256: string;
  /** Data rows (the header and blank rows aside). */
  rows: number;
  problems: ImportProblem[];
  creates: ImportChange[];
  updates: ImportChange[];
  unchanged: number;
  /**
   * The file's hash and the current values of every cell it names: an apply goes ahead only when
   * its own plan has the same, so nothing changed since the operator saw the preview.
   */
  digest: string;
}

/** A row read and checked: the value a write takes, and which of its fields differ from the product's. */
export interface ReadRow<Field extends string, Value> {
  row: number;
  productId: string | null;
  value: Value;
  changed: readonly Field[];
}

export type RowReading<Field extends string, Value> =
  { ok: true; value: Value } | { ok: false; problems: { field: Field | null; message: string }[] };

/** One kind of import: the export's columns, how a row is read, and how the checked rows are written. */
export interface ImportSpec<Field extends string, Value> {
  kind: ImportKind;
  /** Every column by its field, in the export's order; the ID column identifies the product. */
  labels: Readonly<Record<Field, string>>;
  idField: Field;
  /** The column that names the product in the preview. */
  nameField: Field;
  /** Columns shown for reference only: the import reads nothing from them. */
  referenceOnly: readonly Field[];
  /** Whether a row without an ID adds a product. */
  creates: boolean;
  /** A stored product as the export writes it. */
  cellsOf(product: ProductWithHindi): Record<Field, string>;
  /** Checks a row's cells (its file cells over the product's current ones). */
  read(cells: Record<Field, string>, context: { categories: ReadonlySet<string> }): RowReading<Field, Value>;
  /** The fields whose values differ (equal values written another way, "499" and "499.00", are the same). */
  changedFields(value: Value, current: Value): Field[];
  /** Writes the rows in the apply's transaction; answers the ids of the products created. */
  write(tx: Prisma.TransactionClient, rows: ReadRow<Field, Value>[]): Promise<string[]>;
}
