"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import type { ReactNode } from "react";
import { Spinner } from "@/components/session/loading-screen";
import type { ShopperOrder } from "@/lib/client/orders";
import { useOrder } from "./use-order";

/** Loads one of the shopper's orders: a spinner, 'Order not found' (SPEC §2) or the content. */
export function OrderLoader({
  orderId,
  loadingLabel,
  children,
}: {
  orderId: string;
  loadingLabel: string;
  children: (order: ShopperOrder, replace: (order: ShopperOrder) => void) => ReactNode;
}) {
  const { state, replace } = useOrder(orderId);
  const t = useTranslations("orders");
  if (state.status === "loading") {
    return (
      <div className="flex min-h-[40vh] items-center justify-center" role="status">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (state.status !== "ready") {
    return (
      <div className="py-16 text-center">
        <p className="text-xl font-semibold text-slate-900">
          {t(state.status === "missing" ? "notFound" : "loadFailed")}
        </p>
        <Link href="/orders" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          {t("backToOrders")}
        </Link>
      </div>
    );
  }
  return children(state.order, replace);
}
