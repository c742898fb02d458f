import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { SearchForm } from "@/components/admin/search-form";
import { inputClass } from "@/components/forms/field";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatIndianDateTime } from "@/lib/dates";
import { OrderStatus } from "@/lib/generated/prisma/enums";
import { formatRupees } from "@/lib/money";
import { listOrdersForAdmin } from "@/lib/orders/admin-orders";
import { orderStatusLabel, paymentMethodValue } from "@/lib/orders/status";
import { displayOrderId } from "@/lib/orders/order-view";
import { paymentLabel } from "@/lib/orders/payment-label";

export const metadata = { title: "Orders" };

interface Search {
  q?: string;
  status?: string;
  page?: string;
}

const STATUSES = Object.values(OrderStatus);

export default async function AdminOrders({ searchParams }: { searchParams: Promise<Search> }) {
  await requireAdminPage();
  const search = await searchParams;
  const status = STATUSES.find((value) => value === search.status);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.page ?? "1", 10) || 1));
  const { orders, total, pages } = await listOrdersForAdmin({ search: search.q, status, page });
  const pageLink = (target: number) => {
    const query = new URLSearchParams({
      ...(search.q ? { q: search.q } : {}),
      ...(status ? { status } : {}),
      page: String(target),
    });
    return `/admin/orders?${query}`;
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Orders" />
      <SearchForm action="/admin/orders" label="Search by order id, customer or product" q={search.q ?? ""}>
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
      </SearchForm>
      <p className="text-sm text-slate-600">{total} orders</p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="p-3">
                Order
              </th>
              <th scope="col" className="p-3">
                Placed
              </th>
              <th scope="col" className="p-3">
                Customer
              </th>
              <th scope="col" className="p-3 text-right">
                Items
              </th>
              <th scope="col" className="p-3 text-right">
                Amount
              </th>
              <th scope="col" className="p-3">
                Payment
              </th>
              <th scope="col" className="p-3">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="border-t border-slate-100" data-testid="admin-order-row">
                <td className="p-3">
                  <Link href={`/admin/orders/${order.id}`} className="font-semibold text-brand-700 hover:underline">
                    #{displayOrderId(order.id)}
                  </Link>
                </td>
                <td className="p-3">{formatIndianDateTime(order.createdAt)}</td>
                <td className="p-3">{order.customer.name}</td>
                <td className="p-3 text-right">{order.items.reduce((sum, item) => sum + item.quantity, 0)}</td>
                <td className="p-3 text-right">{formatRupees(order.amount)}</td>
                <td className="p-3">{paymentLabel(paymentMethodValue(order.paymentMethod), order.paid)}</td>
                <td className="p-3">{orderStatusLabel(order.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label="Pages" className="flex gap-3">
          {page > 1 && <Link href={pageLink(page - 1)}>Previous</Link>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <Link href={pageLink(page + 1)}>Next</Link>}
        </nav>
      )}
    </div>
  );
}
