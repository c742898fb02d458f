import Link from "next/link";
import { AdminPagination } from "@/components/admin/pagination";
import { PageHeader } from "@/components/admin/page-header";
import { DataTable, type Column } from "@/components/ui/data-table";
import { inputClass } from "@/components/ui/input-class";
import { Button } from "@/components/ui/button";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { requestedPage } from "@/lib/admin/paging";
import { formatIndianDateTime } from "@/lib/dates";
import { displayOrderId } from "@/lib/orders/order-view";
import { listReturnsForAdmin } from "@/lib/orders/returns/read-returns";
import { REASON_LABELS, RETURN_STATUS_LABELS, RETURN_STATUSES } from "@/lib/orders/returns/policy";

export const metadata = { title: "Returns" };

type Row = Awaited<ReturnType<typeof listReturnsForAdmin>>["returns"][number];

const COLUMNS: Column<Row>[] = [
  {
    header: "Return",
    cell: (row) => (
      <Link href={`/admin/returns/${row.id}`} className="font-semibold text-brand-700 hover:underline">
        Order #{displayOrderId(row.orderId)}
      </Link>
    ),
  },
  { header: "Asked", cell: (row) => formatIndianDateTime(row.createdAt) },
  { header: "Customer", cell: (row) => row.customer },
  { header: "Items", cell: (row) => row.items.map((item) => `${item.name} × ${item.quantity}`).join(", ") },
  { header: "Reason", cell: (row) => REASON_LABELS[row.reason] },
  { header: "Payment", cell: (row) => row.paymentMethod },
  { header: "Status", cell: (row) => RETURN_STATUS_LABELS[row.status] },
];

/** The return queue: by default everything, newest first; filtered by status, the longest waiting first. */
export default async function AdminReturns({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; page?: string }>;
}) {
  await requireAdminPage();
  const search = await searchParams;
  const status = RETURN_STATUSES.find((value) => value === search.status);
  const page = requestedPage(search.page);
  const { returns, total, pages } = await listReturnsForAdmin({ status, page });
  const pageLink = (target: number) =>
    `/admin/returns?${new URLSearchParams({ ...(status ? { status } : {}), page: String(target) })}`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Returns" />
      <form action="/admin/returns" className="flex flex-wrap items-center gap-3">
        <label className="sr-only" htmlFor="admin-return-status">
          Status
        </label>
        <select id="admin-return-status" name="status" defaultValue={status ?? ""} className={inputClass + " w-auto"}>
          <option value="">All statuses</option>
          {RETURN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {RETURN_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      <p className="text-sm text-slate-600">{total} returns</p>
      <DataTable
        columns={COLUMNS}
        rows={returns}
        rowKey={(row) => row.id}
        empty="No returns."
        rowTestId="admin-return-row"
      />
      <AdminPagination page={page} pages={pages} href={pageLink} />
    </div>
  );
}
