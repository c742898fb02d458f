"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";
import type { ShopperOrder } from "@/lib/client/orders";
import { displayOrderId, estimatedDelivery } from "@/lib/orders/order-view";
import { TrackingLink } from "./tracking-link";
import { InvoiceDownload } from "./invoice-download";
import { AccountConfirmation } from "./account-confirmation";
import { BankTransferPanel, type BankDetails } from "./bank-transfer-panel";
import { CancelOrder } from "./cancel-order";
import { EstimatedDelivery } from "./estimated-delivery";
import { OrderAmounts } from "./order-amounts";
import { OrderItems } from "./order-items";
import { OrderProgress } from "./order-progress";
import { OrderReturnsSection } from "./order-returns";
import { StatusBadge } from "./status-badge";
import { OrderLoader } from "./order-loader";
import { useOrderTexts } from "./use-order-texts";
import { useReorder } from "./use-reorder";
import { PostalAddress } from "./postal-address";

/** One order's page (SPEC §2), once loaded; `bank` is the store's account, for an order paid by bank transfer. */
export function OrderDetail({ orderId, bank }: { orderId: string; bank: BankDetails }) {
  const t = useTranslations("orders.detail");
  return (
    <OrderLoader orderId={orderId} loadingLabel={t("loading")}>
      {(order, replace) => <OrderView order={order} bank={bank} onChanged={replace} />}
    </OrderLoader>
  );
}

/** Status tracker, items, address, payment and amounts. */
function OrderView({
  order,
  bank,
  onChanged,
}: {
  order: ShopperOrder;
  bank: BankDetails;
  onChanged: (order: ShopperOrder) => void;
}) {
  const router = useRouter();
  const { busy, run } = useReorder();
  const t = useTranslations("orders");
  const texts = useOrderTexts();

  function backToOrders() {
    if (window.history.length > 1) router.back();
    else router.push("/orders");
  }

  const estimate = estimatedDelivery(order);
  return (
    <div className="flex flex-col gap-6">
      <button type="button" onClick={backToOrders} className="self-start font-semibold text-brand-700 hover:underline">
        {t("detail.back")}
      </button>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t("order", { id: displayOrderId(order._id) })}</h1>
          <p className="text-slate-600">{t("placedOn", { date: texts.date(order.date) })}</p>
        </div>
        <StatusBadge status={order.status} />
      </header>
      <AccountConfirmation order={order} onAnswered={onChanged} />
      {order.paymentMethod === "bank_transfer" && <BankTransferPanel order={order} bank={bank} onChanged={onChanged} />}
      <section aria-label={t("detail.progress")} className="rounded-xl border border-slate-200 bg-white p-5">
        <OrderProgress status={order.status} />
        {estimate && <EstimatedDelivery estimate={estimate} className="mt-3 text-sm text-slate-700" />}
        {order.status === "Delivered" && <p className="text-sm font-semibold text-green-800">{t("delivered")}</p>}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="mb-3 font-semibold">{t("items")}</h2>
          <OrderItems items={order.items} />
          {order.cancelledItems.length > 0 && (
            <p className="mt-3 text-sm text-slate-600" data-testid="cancelled-items">
              {t("cancelledItems", {
                items: order.cancelledItems.map(({ name, quantity }) => `${quantity} × ${name}`).join(", "),
              })}
            </p>
          )}
          <div className="mt-4">
            <OrderAmounts order={order} />
          </div>
        </section>
        <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 text-sm">
          <div>
            <h2 className="mb-2 font-semibold">{t("address")}</h2>
            <PostalAddress address={order.address} className="text-slate-700" />
          </div>
          <div>
            <h2 className="mb-2 font-semibold">{t("paymentHeading")}</h2>
            <p className="text-slate-700">{texts.payment(order.paymentMethod, order.payment)}</p>
            {/* A bank transfer is paid from the shopper's bank (above), not again through PhonePe. */}
            {(order.status === "Payment Failed" || order.status === "Awaiting Payment") &&
              !order.payment &&
              order.paymentMethod !== "bank_transfer" && (
                <Link href={`/verify-phonepe?orderId=${order._id}`} className="font-semibold text-brand-700 underline">
                  {t("detail.retry")}
                </Link>
              )}
          </div>
          {(order.courier || order.trackingNumber) && (
            <div data-testid="order-shipment">
              <h2 className="mb-2 font-semibold">{t("detail.shipment")}</h2>
              {order.courier && <p className="text-slate-700">{t("detail.courier", { courier: order.courier })}</p>}
              {order.trackingNumber && (
                <p className="text-slate-700">{t("detail.trackingNumber", { number: order.trackingNumber })}</p>
              )}
              <TrackingLink courier={order.courier} trackingNumber={order.trackingNumber} className="mt-1" />
            </div>
          )}
          {order.orderNotes && (
            <div>
              <h2 className="mb-2 font-semibold">{t("detail.notes")}</h2>
              <p className="text-slate-700">{order.orderNotes}</p>
            </div>
          )}
          <div className="mt-auto flex flex-wrap gap-3 font-semibold">
            <Button variant="secondary" disabled={busy} onClick={() => void run(order)}>
              {t("reorder")}
            </Button>
            <InvoiceDownload order={order} />
            <CancelOrder order={order} onCancelled={onChanged} />
          </div>
        </section>
      </div>
      {order.status === "Delivered" && <OrderReturnsSection orderId={order._id} />}
    </div>
  );
}
