/**
 * Catalogue imports from CSV, in two steps. The preview reads the file and the products it names
 * and writes nothing. The apply reads the same file again inside one transaction, with those
 * products' rows locked, makes its own plan and goes ahead only when that plan has no problem and
 * the same digest as the preview the operator saw: any change to the file or to those products
 * meanwhile sends them back to a fresh preview. Then every row is written, with the audit row, or
 * nothing is; the storefront's cache of the products written expires after the commit.
 */
import "server-only";
import { productsChanged } from "../../catalog/product-reads";
import { db } from "../../db";
import type { CsvImportKind, Prisma } from "../../generated/prisma/client";
import { wakeUp } from "../../jobs/wake-up";
import { log } from "../../log";
import { readCsvTable, type CsvTable, type UploadedCsv } from "./import-file";
import { planImport, type PlannedImport } from "./import-plan";
import type { ImportKind, ImportPlan, ImportSpec } from "./import-types";
import { productImport } from "./product-import";
import { stockImport } from "./stock-import";

const SPECS = { products: productImport, stock: stockImport } satisfies Record<ImportKind, unknown>;
const AUDIT_KIND: Record<ImportKind, CsvImportKind> = { products: "PRODUCTS", stock: "STOCK" };

/** 5,000 products written one by one take seconds, not the default 5. */
const APPLY_TRANSACTION = { maxWait: 15_000, timeout: 120_000 };

async function planIn<Field extends string, Value>(
  tx: Prisma.TransactionClient,
  spec: ImportSpec<Field, Value>,
  table: CsvTable,
  { lock }: { lock: boolean },
): Promise<PlannedImport<Field, Value>> {
  const idColumn = table.header.indexOf(spec.labels[spec.idField]);
  const ids = idColumn < 0 ? [] : [...new Set(table.records.map(({ cells }) => cells[idColumn]!.trim()))];
  // In id order, as every writer of products locks them, so an apply and a checkout never wait on each other in a circle.
  if (lock) await tx.$queryRaw`SELECT id FROM products WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`;
  // One after the other: a transaction's queries share its one connection.
  const products = await tx.product.findMany({
    where: { id: { in: ids } },
    include: { translations: { where: { locale: "hi" } } },
  });
  const categories = await tx.product.findMany({ distinct: ["category"], select: { category: true } });
  return planImport(
    spec,
    table,
    new Map(products.map((product) => [product.id, product])),
    new Set(categories.map((row) => row.category)),
  );
}

/** What the file would do; nothing is written. */
export async function previewImport(kind: ImportKind, file: UploadedCsv): Promise<ImportPlan> {
  const table = readCsvTable(file);
  // One snapshot: the products and the categories as they stood at one moment.
  const planned = await db().$transaction((tx) => planIn<string, unknown>(tx, SPECS[kind], table, { lock: false }), {
    isolationLevel: "RepeatableRead",
  });
  return planned.plan;
}

export type ApplyOutcome =
  | { applied: true; plan: ImportPlan; importId: string }
  /** problems: the file's rows are refused; changed: the file or its products changed since the preview; nothing: no row changes anything. */
  | { applied: false; plan: ImportPlan; reason: "problems" | "changed" | "nothing" };

/** Applies the file if its plan is still the one previewed (`digest`); all of it or nothing. */
export async function applyImport(
  kind: ImportKind,
  file: UploadedCsv,
  digest: string,
  adminId: string,
): Promise<ApplyOutcome> {
  const table = readCsvTable(file);
  const spec: ImportSpec<string, unknown> = SPECS[kind];
  const outcome = await db().$transaction(async (tx) => {
    const { plan, rows } = await planIn(tx, spec, table, { lock: true });
    if (plan.problems.length > 0) return { applied: false, plan, reason: "problems" } as const;
    if (plan.digest !== digest) return { applied: false, plan, reason: "changed" } as const;
    if (rows.length === 0) return { applied: false, plan, reason: "nothing" } as const;
    const created = await spec.write(tx, rows);
    const audit = await tx.csvImport.create({
      data: {
        kind: AUDIT_KIND[kind],
        adminId,
        fileName: plan.fileName,
        fileSha256: plan.fileSha256,
        rows: plan.rows,
        created: plan.creates.length,
        updated: plan.updates.length,
        unchanged: plan.unchanged,
      },
      select: { id: true },
    });
    const written = [...created, ...plan.updates.map((change) => change.productId!)];
    return { applied: true, plan, importId: audit.id, written } as const;
  }, APPLY_TRANSACTION);
  if (!outcome.applied) return outcome;
  productsChanged(outcome.written);
  // Shoppers waiting for a product restocked by the file hear at once, as after a form's save.
  wakeUp("stockAlerts");
  log.info("csv_import_applied", {
    importId: outcome.importId,
    kind,
    created: outcome.plan.creates.length,
    updated: outcome.plan.updates.length,
  });
  return { applied: true, plan: outcome.plan, importId: outcome.importId };
}

/** The latest applied imports, for the import page. */
export function recentImports(take = 10) {
  return db().csvImport.findMany({
    orderBy: { createdAt: "desc" },
    take,
    include: { admin: { select: { name: true } } },
  });
}
