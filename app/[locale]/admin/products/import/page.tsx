import Link from "next/link";
import { CsvImportForm } from "@/components/admin/csv-import-form";
import { PageHeader } from "@/components/admin/page-header";
import { DataTable, type Column } from "@/components/ui/data-table";
import { indianIsoDateTime } from "@/lib/dates";
import { recentImports } from "@/lib/admin/csv/imports";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { importCsvAction } from "./actions";

export const metadata = { title: "Import products" };

type ImportRow = Awaited<ReturnType<typeof recentImports>>[number];

const COLUMNS: Column<ImportRow>[] = [
  { header: "When (IST)", cell: (row) => indianIsoDateTime(row.createdAt) },
  { header: "Who", cell: (row) => row.admin?.name ?? "A deleted account" },
  { header: "File", cell: (row) => row.fileName, className: "break-all" },
  { header: "Kind", cell: (row) => (row.kind === "PRODUCTS" ? "Products" : "Stock") },
  { header: "Added", cell: (row) => row.created, className: "text-right" },
  { header: "Changed", cell: (row) => row.updated, className: "text-right" },
  { header: "Unchanged", cell: (row) => row.unchanged, className: "text-right" },
  { header: "SHA-256", cell: (row) => <code title={row.fileSha256}>{row.fileSha256.slice(0, 12)}</code> },
];

const exportLink = "font-semibold text-brand-700 hover:underline";

/** Products and stock from CSV: the exports' own shape, previewed, then applied all at once. */
export default async function ImportProductsPage() {
  await requireAdminPage();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Import products or stock" />
      <div className="flex max-w-3xl flex-col gap-2 text-slate-700">
        <p>
          Download the{" "}
          <a href="/api/admin/exports/products" download className={exportLink}>
            products export
          </a>{" "}
          or the{" "}
          <a href="/api/admin/exports/stock" download className={exportLink}>
            stock export
          </a>
          , change it in a spreadsheet, save it as CSV UTF-8 and upload it here. The preview names every problem by row
          and column and lists what would change; nothing is written until you apply, and then every row is, or none.
        </p>
        <p>
          A row with an ID changes that product; a products row without one adds a product. Leave out a column to keep
          its values. The stock import sets the stock and the on-sale flag (its Name column is for reading only). More
          exports are under{" "}
          <Link href="/admin/exports" className={exportLink}>
            Exports
          </Link>
          .
        </p>
      </div>
      <CsvImportForm action={importCsvAction} />
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Latest imports</h2>
        <DataTable columns={COLUMNS} rows={await recentImports()} rowKey={(row) => row.id} empty="No imports yet." />
      </section>
    </div>
  );
}
