import { useTranslations } from "next-intl";
import type { ShopperOrder } from "@/lib/client/orders";
import { formatRupees, rupeesToPaise } from "@/lib/money";

/** Subtotal, shipping (with the COD fee shown apart) and total of an order. */
export function OrderAmounts({ order }: { order: ShopperOrder }) {
  const t = useTranslations("orders.amounts");
  const codFee = rupeesToPaise(order.deliveryInfo.shippingCost.details.codFee ?? 0);
  const shipping = rupeesToPaise(order.shipping) - codFee;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
      <dt>{t("subtotal")}</dt>
      <dd className="text-right">{formatRupees(rupeesToPaise(order.subtotal))}</dd>
      <dt>{t("shipping")}</dt>
      <dd className="text-right">{shipping === 0 ? t("free") : formatRupees(shipping)}</dd>
      {codFee > 0 && (
        <>
          <dt>{t("codFee")}</dt>
          <dd className="text-right">{formatRupees(codFee)}</dd>
        </>
      )}
      <dt className="border-t border-slate-300 pt-1 font-bold">{t("total")}</dt>
      <dd className="border-t border-slate-300 pt-1 text-right font-bold" data-testid="order-total">
        {formatRupees(rupeesToPaise(order.amount))}
      </dd>
    </dl>
  );
}
