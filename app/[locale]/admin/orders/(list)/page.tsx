import Link from "next/link";
import { AdminPagination } from "@/components/admin/pagination";
import { PageHeader } from "@/components/admin/page-header";
import { AdminSearchForm } from "@/components/admin/search-form";
import { DataTable, type Column } from "@/components/ui/data-table";
import { inputClass } from "@/components/ui/input-class";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { requestedPage } from "@/lib/admin/paging";
import { formatIndianDateTime } from "@/lib/dates";
import { OrderStatus } from "@/lib/generated/prisma/enums";
import { formatRupees } from "@/lib/money";
import { listOrdersForAdmin } from "@/lib/orders/admin-orders";
import { paymentMethodValue } from "@/lib/orders/payment-method";
import { orderStatusLabel } from "@/lib/orders/status";
import { displayOrderId } from "@/lib/orders/order-view";
import { paymentLabel } from "@/lib/orders/payment-label";
import { searchText } from "@/lib/validation/text";

export const metadata = { title: "Orders" };

interface Search {
  q?: string;
  status?: string;
  page?: string;
}

const STATUSES = Object.values(OrderStatus);

type AdminOrderRow = Awaited<ReturnType<typeof listOrdersForAdmin>>["orders"][number];

const COLUMNS: Column<AdminOrderRow>[] = [
  {
    header: "Order",
    cell: (order) => (
      <Link href={`/admin/orders/${order.id}`} className="font-semibold text-brand-700 hover:underline">
        #{displayOrderId(order.id)}
      </Link>
    ),
  },
  { header: "Placed", cell: (order) => formatIndianDateTime(order.createdAt) },
  { header: "Customer", cell: (order) => order.customer.name },
  {
    header: "Items",
    cell: (order) => order.items.reduce((sum, item) => sum + item.quantity, 0),
    className: "text-right",
  },
  { header: "Amount", cell: (order) => formatRupees(order.amount), className: "text-right" },
  { header: "Payment", cell: (order) => paymentLabel(paymentMethodValue(order.paymentMethod), order.paid) },
  { header: "Status", cell: (order) => orderStatusLabel(order.status) },
];

export default async function AdminOrders({ searchParams }: { searchParams: Promise<Search> }) {
  await requireAdminPage();
  const search = await searchParams;
  const status = STATUSES.find((value) => value === search.status);
  const page = requestedPage(search.page);
  const q = searchText().parse(search.q);
  const { orders, total, pages } = await listOrdersForAdmin({ search: q, status, page });
  const pageLink = (target: number) => {
    const query = new URLSearchParams({
      ...(q ? { q } : {}),
      ...(status ? { status } : {}),
      page: String(target),
    });
    return `/admin/orders?${query}`;
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Orders" />
      <AdminSearchForm action="/admin/orders" label="Search by order id, customer or product" q={q}>
        <label className="sr-only" htmlFor="admin-order-status">
          Status
        </label>
        <select id="admin-order-status" name="status" defaultValue={status ?? ""} className={inputClass + " w-auto"}>
          <option value="">All statuses</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {orderStatusLabel(value)}
            </option>
          ))}
        </select>
      </AdminSearchForm>
      <p className="text-sm text-slate-600">
        {total} orders ·{" "}
        <Link href="/admin/exports" className="font-semibold text-brand-700 hover:underline">
          Export orders, their lines or the GST register as CSV
        </Link>
      </p>
      <DataTable
        columns={COLUMNS}
        rows={orders}
        rowKey={(order) => order.id}
        empty="No orders match."
        rowTestId="admin-order-row"
      />
      <AdminPagination page={page} pages={pages} href={pageLink} />
    </div>
  );
}
