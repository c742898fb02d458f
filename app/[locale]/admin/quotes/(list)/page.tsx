import type { Metadata } from "next";
import Link from "next/link";
import { AdminPagination } from "@/components/admin/pagination";
import { PageHeader } from "@/components/admin/page-header";
import { AdminSearchForm } from "@/components/admin/search-form";
import { DataTable, type Column } from "@/components/ui/data-table";
import { inputClass } from "@/components/ui/input-class";
import { listAddress, type ListParams } from "@/lib/admin/paging";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatIndianDateTime } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import {
  adminQuoteQuery,
  listQuotesForAdmin,
  QUOTE_STATE_LABELS,
  QUOTE_STATES,
  type AdminQuote,
} from "@/lib/quotes/admin-quotes";
import { quoteDay } from "../quote-days";

export const metadata: Metadata = { title: "Quotes" };

const COLUMNS: Column<AdminQuote>[] = [
  {
    header: "Organisation",
    cell: (quote) => (
      <Link href={`/admin/quotes/${quote.id}`} className="font-semibold text-brand-700 hover:underline">
        {quote.organisation}
      </Link>
    ),
    className: "min-w-48",
  },
  { header: "Asked", cell: (quote) => formatIndianDateTime(quote.createdAt) },
  {
    header: "Customer",
    cell: (quote) => (
      <>
        {quote.customer.name}
        {quote.customer.email && <span className="block text-slate-600 wrap-anywhere">{quote.customer.email}</span>}
      </>
    ),
  },
  { header: "Lines", cell: (quote) => String(quote.lines.length), className: "text-right" },
  {
    header: "Amount",
    cell: (quote) => (quote.totals ? formatRupees(quote.totals.amount) : "Not priced"),
    className: "text-right",
  },
  { header: "Needed by", cell: (quote) => quoteDay(quote.neededBy) },
  { header: "Valid until", cell: (quote) => quoteDay(quote.validUntil) },
  { header: "State", cell: (quote) => QUOTE_STATE_LABELS[quote.state] },
];

/** Schools' quotes, newest first; filtered by where they stand, searched by school or customer. */
export default async function AdminQuotesPage({ searchParams }: { searchParams: Promise<ListParams> }) {
  await requireAdminPage();
  const query = adminQuoteQuery(await searchParams);
  const { state, search = "", page = 1 } = query;
  const { quotes, total, pages } = await listQuotesForAdmin(query);
  const pageLink = (target: number) => listAddress("/admin/quotes", { state, q: search, page: target });
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title="Quotes" />
      <AdminSearchForm action="/admin/quotes" label="Search by school or customer" q={search}>
        <label className="sr-only" htmlFor="admin-quote-state">
          State
        </label>
        <select id="admin-quote-state" name="state" defaultValue={state ?? ""} className={inputClass + " w-auto"}>
          <option value="">All states</option>
          {QUOTE_STATES.map((value) => (
            <option key={value} value={value}>
              {QUOTE_STATE_LABELS[value]}
            </option>
          ))}
        </select>
      </AdminSearchForm>
      <p className="text-sm text-slate-600">
        {total} {total === 1 ? "quote" : "quotes"}
      </p>
      <DataTable
        columns={COLUMNS}
        rows={quotes}
        rowKey={(quote) => quote.id}
        empty="No quotes."
        caption="Quotes, newest first"
        rowTestId="admin-quote-row"
      />
      <AdminPagination page={page} pages={pages} href={pageLink} />
    </section>
  );
}
