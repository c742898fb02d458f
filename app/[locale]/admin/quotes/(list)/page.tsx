import type { Metadata } from "next";
import Link from "next/link";
import { AdminPagination } from "@/components/admin/pagination";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { inputClass } from "@/components/ui/input-class";
import { requestedPage } from "@/lib/admin/paging";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatIndianDateTime } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import { listQuotesForAdmin, QUOTE_STATE_LABELS, QUOTE_STATES, type AdminQuote } from "@/lib/quotes/admin-quotes";
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

/** Schools' quotes (#35), newest first; filtered by where they stand. */
export default async function AdminQuotesPage({
  searchParams,
}: {
  searchParams: Promise<{ state?: string; page?: string }>;
}) {
  await requireAdminPage();
  const search = await searchParams;
  const state = QUOTE_STATES.find((value) => value === search.state);
  const page = requestedPage(search.page);
  const { quotes, total, pages } = await listQuotesForAdmin({ state, page });
  const pageLink = (target: number) =>
    `/admin/quotes?${new URLSearchParams({ ...(state ? { state } : {}), page: String(target) })}`;
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title="Quotes" />
      <form action="/admin/quotes" className="flex flex-wrap items-center gap-3">
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
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
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
