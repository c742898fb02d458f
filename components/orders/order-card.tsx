"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { ProductThumb } from "@/components/product/product-thumb";
import { Button, ButtonLink } from "@/components/ui/button";
import { hiddenText } from "@/components/ui/hidden-text";
import type { ShopperOrder } from "@/lib/client/orders";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { canTrack, displayOrderId, estimatedDelivery } from "@/lib/orders/order-view";
import { CancelOrder } from "./cancel-order";
import { EstimatedDelivery } from "./estimated-delivery";
import { OrderProgress } from "./order-progress";
import { StatusBadge } from "./status-badge";
import { useOrderTexts } from "./use-order-texts";
import { useReorder } from "./use-reorder";

/** Items a card lists before '+N more items' (SPEC §9). */
const ITEMS_ON_CARD = 3;

/** One order in the list (SPEC §2); the card opens the order's page. */
export function OrderCard({ order, onChanged }: { order: ShopperOrder; onChanged: (order: ShopperOrder) => void }) {
  const router = useRouter();
  const { busy, run } = useReorder();
  const detailPath = `/orders/${order._id}`;
  const estimate = estimatedDelivery(order);
  const more = order.items.length - ITEMS_ON_CARD;
  const t = useTranslations("orders");
  const texts = useOrderTexts();
  const id = displayOrderId(order._id);

  return (
    <article
      className="cursor-pointer rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:shadow-md"
      onClick={() => router.push(detailPath)}
      data-testid="order-card"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">
            <Link href={detailPath} onClick={(event) => event.stopPropagation()} className="hover:underline">
              {t("order", { id })}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{t("placedOn", { date: texts.date(order.date) })}</p>
        </div>
        <StatusBadge status={order.status} />
      </header>
      <ul className="mt-4 flex flex-col gap-2">
        {order.items.slice(0, ITEMS_ON_CARD).map((item, index) => (
          <li key={`${item.productId}-${index}`} className="flex items-center gap-3 text-sm">
            <ProductThumb src={item.image || null} size={48} />
            <span className="flex-1">
              {item.name} × {item.quantity}
            </span>
            <span>{formatRupees(rupeesToPaise(item.price) * item.quantity)}</span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-sm text-slate-600">{t("card.more", { count: more })}</p>}
      <p className="mt-3 text-right font-semibold">
        {t("card.total", { amount: formatRupees(rupeesToPaise(order.amount)) })}
      </p>
      <div className="mt-3">
        <OrderProgress status={order.status} />
      </div>
      {estimate && <EstimatedDelivery estimate={estimate} className="mt-2 text-sm text-slate-700" />}
      <div className="mt-4 flex flex-wrap gap-3 text-sm font-semibold" onClick={(event) => event.stopPropagation()}>
        {canTrack(order.status) ? (
          <ButtonLink href={detailPath}>{t.rich("card.track", { id, hidden: hiddenText })}</ButtonLink>
        ) : (
          order.status === "Delivered" && <span className="px-1 py-2 text-green-800">{t("delivered")}</span>
        )}
        <Button variant="secondary" disabled={busy} onClick={() => void run(order)}>
          {t.rich("card.reorder", { id, hidden: hiddenText })}
        </Button>
        {order.invoiceNumber && (
          <ButtonLink href={`${detailPath}/invoice`} variant="secondary">
            {t.rich("card.invoice", { id, hidden: hiddenText })}
          </ButtonLink>
        )}
        <CancelOrder order={order} onCancelled={onChanged} />
      </div>
    </article>
  );
}
