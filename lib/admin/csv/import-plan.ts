/**
 * A file's plan, from its table and the products it names as they are now: every bad header
 * cell, row and cell with its reason, what each good row would create or change, and the digest
 * an apply must match. Pure: the preview and the apply (under the products' row locks) make it
 * the same way, so the apply never trusts what the preview said.
 */
import { createHash } from "node:crypto";
import type { ProductWithHindi } from "../../catalog/product-form-values";
import type { CsvTable } from "./import-file";
import type { ImportChange, ImportPlan, ImportProblem, ImportSpec, ReadRow } from "./import-types";

export interface PlannedImport<Field extends string, Value> {
  plan: ImportPlan;
  /** The rows to write, in file order (none when the plan has problems). */
  rows: ReadRow<Field, Value>[];
}

/** Each header cell's field; problems for unknown, repeated or missing columns. */
function columnsOf<Field extends string>(
  spec: ImportSpec<Field, unknown>,
  header: string[],
  problems: ImportProblem[],
) {
  const byLabel = new Map(Object.entries<string>(spec.labels).map(([field, label]) => [label, field as Field]));
  const fields: Field[] = [];
  header.forEach((label, index) => {
    const field = byLabel.get(label);
    if (!field) problems.push({ row: 1, column: label || null, message: unknownColumn(label, index) });
    else if (fields.includes(field)) problems.push({ row: 1, column: label, message: "This column appears twice" });
    else fields.push(field);
  });
  if (!fields.includes(spec.idField))
    problems.push({ row: 1, column: null, message: `The ${spec.labels[spec.idField]} column is missing` });
  return fields;
}

const unknownColumn = (label: string, index: number) =>
  label ? `Unknown column "${label}": use the export's columns` : `Column ${index + 1} has no heading`;

export function planImport<Field extends string, Value>(
  spec: ImportSpec<Field, Value>,
  table: CsvTable,
  current: ReadonlyMap<string, ProductWithHindi>,
  categories: ReadonlySet<string>,
): PlannedImport<Field, Value> {
  const problems: ImportProblem[] = [...table.problems];
  const fields = columnsOf(spec, table.header, problems);
  const label = (field: Field | null) => (field === null ? null : spec.labels[field]);
  const creates: ImportChange[] = [];
  const updates: ImportChange[] = [];
  const rows: ReadRow<Field, Value>[] = [];
  const seen = new Map<string, number>();
  const named: [string, string[]][] = [];
  let unchanged = 0;
  const idLabel = spec.labels[spec.idField];
  const written = fields.filter((field) => !spec.referenceOnly.includes(field));

  for (const { row, cells } of problems.some((problem) => problem.row === 1) ? [] : table.records) {
    const file = Object.fromEntries(fields.map((field, index) => [field, cells[index]!])) as Record<Field, string>;
    const id = file[spec.idField].trim();
    const product = id ? current.get(id) : undefined;
    if (id && !product) {
      problems.push({ row, column: idLabel, message: `No product has the ID "${id}"` });
      continue;
    }
    if (!id && !spec.creates) {
      problems.push({
        row,
        column: idLabel,
        message: `${idLabel} is required: this import changes existing products only`,
      });
      continue;
    }
    if (seen.has(id)) {
      problems.push({ row, column: idLabel, message: `This product is on row ${seen.get(id)} already` });
      continue;
    }
    if (id) seen.set(id, row);

    const base = product ? spec.cellsOf(product) : blankCells(spec);
    if (product) named.push([id, written.map((field) => base[field])]);
    const cellsNow = { ...base, ...Object.fromEntries(written.map((field) => [field, file[field]])) };
    if (product && written.every((field) => cellsNow[field] === base[field])) {
      unchanged++;
      continue;
    }
    const reading = spec.read(cellsNow, { categories });
    if (!reading.ok) {
      problems.push(...reading.problems.map(({ field, message }) => ({ row, column: label(field), message })));
      continue;
    }
    const name = cellsNow[spec.nameField];
    if (!product) {
      creates.push({ row, productId: null, name, cells: [] });
      rows.push({ row, productId: null, value: reading.value, changed: written });
      continue;
    }
    const before = spec.read(base, { categories });
    // A product the form would refuse as it stands (listed before a rule existed): compare the cells.
    const changed = before.ok
      ? spec.changedFields(reading.value, before.value)
      : written.filter((field) => cellsNow[field] !== base[field]);
    if (changed.length === 0) {
      unchanged++;
      continue;
    }
    const changes = changed.map((field) => ({ column: spec.labels[field], from: base[field], to: cellsNow[field] }));
    updates.push({ row, productId: product.id, name, cells: changes });
    rows.push({ row, productId: product.id, value: reading.value, changed });
  }

  problems.sort((a, b) => a.row - b.row);
  const digest = createHash("sha256")
    .update(JSON.stringify([spec.kind, table.fileSha256, named]))
    .digest("hex");
  const plan: ImportPlan = {
    kind: spec.kind,
    fileName: table.fileName,
    fileSha256: table.fileSha256,
    rows: table.records.length + table.problems.length,
    problems,
    creates,
    updates,
    unchanged,
    digest,
  };
  return { plan, rows: problems.length > 0 ? [] : rows };
}

const blankCells = <Field extends string>(spec: ImportSpec<Field, unknown>) =>
  Object.fromEntries(Object.keys(spec.labels).map((field) => [field, ""])) as Record<Field, string>;
