import Link from "next/link";
import { AdminPagination } from "@/components/admin/pagination";
import { PageHeader } from "@/components/admin/page-header";
import { AdminSearchForm } from "@/components/admin/search-form";
import { DataTable, type Column } from "@/components/ui/data-table";
import { inputClass } from "@/components/ui/input-class";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { listAddress, type ListParams } from "@/lib/admin/paging";
import { formatIndianDateTime } from "@/lib/dates";
import { displayOrderId } from "@/lib/orders/order-view";
import { adminReturnQuery, listReturnsForAdmin } from "@/lib/orders/returns/read-returns";
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

/** The return queue: by default everything, newest first; filtered by status, the longest waiting first; searched. */
export default async function AdminReturns({ searchParams }: { searchParams: Promise<ListParams> }) {
  await requireAdminPage();
  const query = adminReturnQuery(await searchParams);
  const { status, search = "", page = 1 } = query;
  const { returns, total, pages } = await listReturnsForAdmin(query);
  const pageLink = (target: number) => listAddress("/admin/returns", { status, q: search, page: target });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Returns" />
      <AdminSearchForm action="/admin/returns" label="Search by order id or customer" q={search}>
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
      </AdminSearchForm>
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
