"use client";

import Link from "next/link";
import { Spinner } from "@/components/session/loading-screen";
import { formatIndianDate } from "@/lib/dates";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { displayOrderId } from "@/lib/orders/order-view";
import { paymentLabel } from "@/lib/orders/payment-label";
import { site } from "@/lib/site";
import { storeContact } from "@/lib/store-contact";
import { OrderAmounts } from "./order-amounts";
import { useOrder } from "./use-order";

/** A printable invoice for one of the shopper's orders. */
export function Invoice({ orderId }: { orderId: string }) {
  const state = useOrder(orderId);
  if (state.status === "loading") {
    return (
      <div className="flex min-h-[40vh] items-center justify-center" role="status">
        <Spinner label="Preparing invoice..." />
      </div>
    );
  }
  if (state.status !== "ready") {
    return (
      <div className="py-16 text-center">
        <p className="text-xl font-semibold">
          {state.status === "missing" ? "Order not found" : "Failed to load orders"}
        </p>
        <Link href="/orders" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          Back to Orders
        </Link>
      </div>
    );
  }

  const { order } = state;
  const number = displayOrderId(order._id);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-8 print:border-0 print:p-0" aria-label="Invoice">
      <div className="mb-6 flex justify-between gap-3 print:hidden">
        <Link href={`/orders/${order._id}`} className="font-semibold text-brand-700 hover:underline">
          ← Back to order
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Print or save as PDF
        </button>
      </div>
      <header className="flex flex-wrap justify-between gap-6 border-b border-slate-200 pb-6">
        <div>
          <p className="text-2xl font-bold text-brand-700">{site.name}</p>
          <p className="text-sm text-slate-700">{site.tagline}</p>
          {storeContact.address && <p className="text-sm text-slate-700">{storeContact.address}</p>}
          {storeContact.email && <p className="text-sm text-slate-700">{storeContact.email}</p>}
          {storeContact.phones.length > 0 && (
            <p className="text-sm text-slate-700">{storeContact.phones.join(" · ")}</p>
          )}
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-bold">Invoice</h1>
          <p className="text-sm">Invoice no. INV-{number}</p>
          <p className="text-sm">Order #{number}</p>
          <p className="text-sm">Date {formatIndianDate(order.date)}</p>
        </div>
      </header>
      <section className="grid gap-6 border-b border-slate-200 py-6 sm:grid-cols-2">
        <div>
          <h2 className="font-semibold">Bill and ship to</h2>
          <address className="text-sm not-italic text-slate-700">
            {order.address.firstName} {order.address.lastName}
            <br />
            {order.address.street}
            <br />
            {order.address.city}, {order.address.state} {order.address.zipcode}, {order.address.country}
            <br />
            {order.address.phone} · {order.address.email}
          </address>
        </div>
        <div className="sm:text-right">
          <h2 className="font-semibold">Payment</h2>
          <p className="text-sm text-slate-700">{paymentLabel(order)}</p>
          <p className="text-sm text-slate-700">Order status: {order.status}</p>
        </div>
      </section>
      <table className="my-6 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">
              Item
            </th>
            <th scope="col" className="py-2 text-right">
              Qty
            </th>
            <th scope="col" className="py-2 text-right">
              Unit price
            </th>
            <th scope="col" className="py-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={`${item.productId}-${index}`} className="border-b border-slate-100">
              <td className="py-2">{item.name}</td>
              <td className="py-2 text-right">{item.quantity}</td>
              <td className="py-2 text-right">{formatRupees(rupeesToPaise(item.price))}</td>
              <td className="py-2 text-right">{formatRupees(rupeesToPaise(item.price) * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ml-auto max-w-xs">
        <OrderAmounts order={order} />
      </div>
      <p className="mt-8 text-xs text-slate-600">
        Prices include applicable taxes. This invoice was generated by {site.name} for order #{number}.
      </p>
    </article>
  );
}
