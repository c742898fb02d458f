import Link from "next/link";
import { BulkOrderForm } from "@/components/admin/bulk-order-form";
import { AdminPagination } from "@/components/admin/pagination";
import { PageHeader } from "@/components/admin/page-header";
import { AdminSearchForm } from "@/components/admin/search-form";
import { SelectAllCheckbox } from "@/components/admin/select-all-checkbox";
import { Button } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { inputClass } from "@/components/ui/input-class";
import type { ListParams } from "@/lib/admin/paging";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatIndianDateTime } from "@/lib/dates";
import { env } from "@/lib/env";
import { formatRupees } from "@/lib/money";
import { adminOrderQuery, adminOrdersAddress, listOrdersForAdmin } from "@/lib/orders/admin-orders";
import { paymentMethodValue } from "@/lib/orders/payment-method";
import { ORDER_STATUSES, orderStatusLabel } from "@/lib/orders/status";
import { displayOrderId } from "@/lib/orders/order-view";
import { paymentLabel } from "@/lib/orders/payment-label";

export const metadata = { title: "Orders" };

type AdminOrderRow = Awaited<ReturnType<typeof listOrdersForAdmin>>["orders"][number];

const COLUMNS: Column<AdminOrderRow>[] = [
  {
    header: <SelectAllCheckbox name="ids" label="Select all orders on this page" />,
    cell: (order) => (
      <input type="checkbox" name="ids" value={order.id} aria-label={`Select order #${displayOrderId(order.id)}`} />
    ),
    className: "w-8",
  },
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

/** What the operator does with the ticked orders; booking and labels only when the store books couriers. */
function BulkActions({ booking }: { booking: boolean }) {
  const labels = { formAction: "/api/admin/orders/labels", formMethod: "get", formTarget: "_blank", name: "format" };
  return (
    <div role="group" aria-label="With the ticked orders" className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-slate-700">With the ticked orders:</span>
      <Button type="submit" name="action" value="pack" variant="secondary" size="sm">
        Mark packed
      </Button>
      {booking && (
        <>
          <Button type="submit" name="action" value="book" variant="secondary" size="sm">
            Book courier
          </Button>
          <Button type="submit" {...labels} value="4x6" variant="secondary" size="sm">
            Print labels (4×6)
          </Button>
          <Button type="submit" {...labels} value="a4" variant="secondary" size="sm">
            Print labels (A4)
          </Button>
        </>
      )}
      <Button type="submit" formAction="/api/admin/orders/export" formMethod="get" variant="secondary" size="sm">
        Export CSV
      </Button>
    </div>
  );
}

export default async function AdminOrders({ searchParams }: { searchParams: Promise<ListParams> }) {
  await requireAdminPage();
  const query = adminOrderQuery(await searchParams);
  const { orders, total, pages } = await listOrdersForAdmin(query);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Orders" />
      <AdminSearchForm action="/admin/orders" label="Search by order id, customer or product" q={query.search ?? ""}>
        <label className="sr-only" htmlFor="admin-order-status">
          Status
        </label>
        <select
          id="admin-order-status"
          name="status"
          defaultValue={query.status ?? ""}
          className={inputClass + " w-auto"}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {orderStatusLabel(value)}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="booking" value="none" defaultChecked={query.notBooked} /> Not booked with a
          courier
        </label>
      </AdminSearchForm>
      <p className="text-sm text-slate-600">
        {total} orders ·{" "}
        <Link href="/admin/exports" className="font-semibold text-brand-700 hover:underline">
          Export orders, their lines or the GST register as CSV
        </Link>
      </p>
      <BulkOrderForm back={adminOrdersAddress(query)} toolbar={<BulkActions booking={Boolean(env().shiprocket)} />}>
        <DataTable
          columns={COLUMNS}
          rows={orders}
          rowKey={(order) => order.id}
          empty="No orders match."
          caption="Orders, newest first"
          rowTestId="admin-order-row"
        />
      </BulkOrderForm>
      <AdminPagination page={query.page ?? 1} pages={pages} href={(page) => adminOrdersAddress({ ...query, page })} />
    </div>
  );
}
