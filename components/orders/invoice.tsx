"use client";

import { Link } from "@/lib/i18n/navigation";
import type { ShopperOrder } from "@/lib/client/orders";
import { displayOrderId } from "@/lib/orders/order-view";
import { InvoiceDownload } from "./invoice-download";
import { OrderLoader } from "./order-loader";

/**
 * The order's GST tax invoice: its number and the PDF download (the confirmation e-mails link
 * here). An order is invoiced when it is confirmed; before that there is nothing to download.
 */
export function Invoice({ orderId }: { orderId: string }) {
  return (
    <OrderLoader orderId={orderId} loadingLabel="Loading invoice...">
      {(order) => <InvoicePanel order={order} />}
    </OrderLoader>
  );
}

function InvoicePanel({ order }: { order: ShopperOrder }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6" aria-labelledby="invoice">
      <h1 id="invoice" className="text-2xl font-bold text-slate-900">
        Tax invoice
      </h1>
      <p className="text-slate-700">Order #{displayOrderId(order._id)}</p>
      {order.invoiceNumber ? (
        <>
          <p className="text-slate-700">
            Invoice number <span className="font-semibold">{order.invoiceNumber}</span>. The PDF shows the seller&apos;s
            GSTIN, each item&apos;s HSN code and the GST included in its price.
          </p>
          <InvoiceDownload order={order} className="self-start" />
        </>
      ) : (
        <p className="text-slate-700">
          No tax invoice yet: it is issued when the order is confirmed (cash on delivery placed, or the online payment
          received).
        </p>
      )}
      <Link href={`/orders/${order._id}`} className="font-semibold text-brand-700 hover:underline">
        Back to the order
      </Link>
    </section>
  );
}
