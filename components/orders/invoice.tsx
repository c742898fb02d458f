"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("orders.invoice");
  return (
    <OrderLoader orderId={orderId} loadingLabel={t("loading")}>
      {(order) => <InvoicePanel order={order} />}
    </OrderLoader>
  );
}

function InvoicePanel({ order }: { order: ShopperOrder }) {
  const t = useTranslations("orders");
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6" aria-labelledby="invoice">
      <h1 id="invoice" className="text-2xl font-bold text-slate-900">
        {t("invoice.title")}
      </h1>
      <p className="text-slate-700">{t("order", { id: displayOrderId(order._id) })}</p>
      {order.invoiceNumber ? (
        <>
          <p className="text-slate-700">
            {t.rich("invoice.number", {
              number: order.invoiceNumber,
              strong: (chunks) => <span className="font-semibold">{chunks}</span>,
            })}
          </p>
          <InvoiceDownload order={order} className="self-start" />
        </>
      ) : (
        <p className="text-slate-700">{t("invoice.none")}</p>
      )}
      <Link href={`/orders/${order._id}`} className="font-semibold text-brand-700 hover:underline">
        {t("invoice.back")}
      </Link>
    </section>
  );
}
