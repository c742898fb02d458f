import { useTranslations } from "next-intl";
import type { ShopperOrder } from "@/lib/client/orders";
import { formatRupees, rupeesToPaise } from "@/lib/money";

/**
 * Subtotal, offers, shipping (with the COD fee shown apart) and total of an order, then what gift
 * cards and store credit paid of it and what is left to pay.
 */
export function OrderAmounts({ order }: { order: ShopperOrder }) {
  const t = useTranslations("orders.amounts");
  const codFee = rupeesToPaise(order.deliveryInfo.shippingCost.details.codFee ?? 0);
  const shipping = rupeesToPaise(order.shipping) - codFee;
  const discount = rupeesToPaise(order.discount);
  const amount = rupeesToPaise(order.amount);
  const credit = rupeesToPaise(order.paidByCredit);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
      <dt>{t("subtotal")}</dt>
      <dd className="text-right">{formatRupees(rupeesToPaise(order.subtotal))}</dd>
      {discount > 0 && (
        <>
          <dt>{t("discount")}</dt>
          <dd className="text-right text-emerald-800">−{formatRupees(discount)}</dd>
        </>
      )}
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
        {formatRupees(amount)}
      </dd>
      {credit > 0 && (
        <>
          <dt>{t("paidByCredit")}</dt>
          <dd className="text-right">−{formatRupees(credit)}</dd>
          <dt className="font-bold">{t(order.payment ? "paidRest" : "due")}</dt>
          <dd className="text-right font-bold" data-testid="order-due">
            {formatRupees(amount - credit)}
          </dd>
        </>
      )}
    </dl>
  );
}
