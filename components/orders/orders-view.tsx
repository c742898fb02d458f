"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/session/loading-screen";
import { ButtonLink } from "@/components/ui/button";
import { isSessionRejection } from "@/lib/client/api-errors";
import { notify } from "@/lib/client/notify";
import { fetchOrders, type ShopperOrder } from "@/lib/client/orders";
import { filterOrders, TIME_FILTERS, type OrderFilter, type TimeFilter } from "@/lib/orders/order-view";
import { ORDER_STATUSES, orderStatusLabel } from "@/lib/orders/status";
import { InvoicePeriodDownload } from "./invoice-period-download";
import { OrderCard } from "./order-card";

const selectClass = "rounded-md border border-slate-300 px-3 py-2";

/** The shopper's orders with search, status and time filters (SPEC §2, §5). */
export function OrdersView({ onLoaded }: { onLoaded?: (orders: ShopperOrder[]) => void }) {
  const [orders, setOrders] = useState<ShopperOrder[] | null>(null);
  const t = useTranslations("orders");
  const [failed, setFailed] = useState(false);
  const [filter, setFilter] = useState<OrderFilter>({ search: "", status: "all", time: "all" });
  // "Now" for the time filters, fixed when the list loads so filtering stays pure.
  const [loadedAt, setLoadedAt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchOrders()
      .then((loaded) => {
        if (!current) return;
        setOrders(loaded);
        setLoadedAt(Date.now());
        onLoaded?.(loaded);
      })
      .catch((error: unknown) => {
        if (!current || isSessionRejection(error)) return;
        setFailed(true);
        notify.error(t("loadFailed"));
      });
    return () => {
      current = false;
    };
  }, [onLoaded, t]);

  if (failed) return <p className="py-8 text-center text-red-700">{t("loadFailed")}</p>;
  if (!orders) {
    return (
      <div className="flex min-h-[30vh] items-center justify-center" role="status">
        <Spinner label={t("list.loading")} />
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <div className="py-12 text-center">
        <p className="text-lg font-semibold text-slate-900">{t("list.none")}</p>
        <ButtonLink href="/shop" size="lg" className="mt-4">
          {t("list.startShopping")}
        </ButtonLink>
      </div>
    );
  }

  const replaceOrder = (changed: ShopperOrder) =>
    setOrders((current) => current?.map((order) => (order._id === changed._id ? changed : order)) ?? null);
  const shown = filterOrders(orders, filter, loadedAt);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]" role="search">
        <label className="sr-only" htmlFor="order-search">
          {t("list.search")}
        </label>
        <input
          id="order-search"
          type="search"
          placeholder={t("list.searchPlaceholder")}
          value={filter.search}
          onChange={(event) => setFilter({ ...filter, search: event.target.value })}
          className={selectClass}
        />
        <label className="sr-only" htmlFor="order-status">
          {t("list.status")}
        </label>
        <select
          id="order-status"
          value={filter.status}
          onChange={(event) => setFilter({ ...filter, status: event.target.value })}
          className={selectClass}
        >
          <option value="all">{t("list.allStatuses")}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={orderStatusLabel(status)}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="order-time">
          {t("list.time")}
        </label>
        <select
          id="order-time"
          value={filter.time}
          onChange={(event) => setFilter({ ...filter, time: event.target.value as TimeFilter })}
          className={selectClass}
        >
          {TIME_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(`time.${option.value}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t("list.showing", { shown: shown.length, total: orders.length })}
      </p>
      {shown.length === 0 ? (
        <p className="py-8 text-center text-slate-700">{t("list.noMatch")}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {shown.map((order) => (
            <OrderCard key={order._id} order={order} onChanged={replaceOrder} />
          ))}
        </div>
      )}
      <InvoicePeriodDownload />
    </div>
  );
}
