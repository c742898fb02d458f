import { useTranslations } from "next-intl";
import type { CartTotals } from "@/lib/cart/cart-lines";
import type { ShippingQuote } from "@/lib/client/delivery";
import type { PaymentMethodValue } from "@/lib/orders/payment-method";
import { formatRupees, rupeesToPaise, type Paise } from "@/lib/money";
import { storeContact, telHref } from "@/lib/store-contact";
import type { PincodeState } from "./use-delivery-quote";
import { useArrivalDay, useDaysText } from "./use-days-text";

/** The sticky summary beside the steps (SPEC §2). */
export function OrderSummary({
  step,
  totals,
  shipping,
  method,
  paidByCredit,
  pincodeState,
}: {
  step: 1 | 2 | 3;
  totals: CartTotals;
  shipping: ShippingQuote | null;
  method: PaymentMethodValue | null;
  /** What gift cards and store credit pay of the total; the payment method pays the rest. */
  paidByCredit: Paise;
  pincodeState: PincodeState;
}) {
  const t = useTranslations("checkout");
  const known = step > 1 && shipping !== null;
  // The COD fee is a line of its own (issue #16 item 3): no surprise inside "Shipping".
  const codFee = known ? rupeesToPaise(shipping.cost.details.codFee) : 0;
  const courier = known ? shipping.total - codFee : null;
  const shippingText =
    courier === null ? t("summary.selectAddress") : courier === 0 ? t("summary.free") : formatRupees(courier);
  const totalText = known ? formatRupees(totals.total + shipping.total) : t("summary.tbd");
  const cartTexts = useTranslations("cart");
  const daysText = useDaysText();
  const arrivalDay = useArrivalDay();
  return (
    <aside
      aria-label={t("summary.label")}
      className="h-fit rounded-xl border border-slate-200 bg-white p-6 lg:sticky lg:top-24"
      data-testid="order-summary"
    >
      <h2 className="text-lg font-semibold">{t("summary.heading")}</h2>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        <dt>{cartTexts("subtotal", { count: totals.itemCount })}</dt>
        <dd className="text-right font-semibold">{formatRupees(totals.subtotal)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>{t("summary.offers")}</dt>
            <dd className="text-right font-semibold text-emerald-800" data-testid="summary-discount">
              −{formatRupees(totals.discount)}
            </dd>
          </>
        )}
        <dt>{t("summary.shipping")}</dt>
        <dd className="text-right" data-testid="summary-shipping">
          {shippingText}
        </dd>
        {codFee > 0 && (
          <>
            <dt>{t("summary.codCharge")}</dt>
            <dd className="text-right" data-testid="summary-cod-fee">
              {formatRupees(codFee)}
            </dd>
          </>
        )}
        <dt className="border-t border-slate-200 pt-2 text-base font-bold">{t("summary.total")}</dt>
        <dd className="border-t border-slate-200 pt-2 text-right text-base font-bold" data-testid="summary-total">
          {totalText}
        </dd>
        {known && paidByCredit > 0 && (
          <>
            <dt>{t("summary.paidByCredit")}</dt>
            <dd className="text-right font-semibold text-emerald-800" data-testid="summary-credit">
              −{formatRupees(paidByCredit)}
            </dd>
            <dt className="font-bold">{t(method === "cod" ? "summary.toPayOnDelivery" : "summary.toPayOnline")}</dt>
            <dd className="text-right font-bold" data-testid="summary-due">
              {formatRupees(totals.total + shipping.total - paidByCredit)}
            </dd>
          </>
        )}
      </dl>
      {courier === 0 && <p className="mt-2 text-sm text-green-700">{t("summary.freeShipping")}</p>}
      <dl className="mt-4 space-y-1 text-sm text-slate-700">
        <div>
          <dt className="inline font-semibold">{t("summary.payment")} </dt>
          <dd className="inline">{method ? t(`payment.${method}`) : t("summary.notSelected")}</dd>
        </div>
        {pincodeState.status === "valid" && (
          <div>
            <dt className="inline font-semibold">{t("summary.delivery")} </dt>
            <dd className="inline">
              {pincodeState.data.city}, {pincodeState.data.state}
              {pincodeState.estimate &&
                ` · ${
                  pincodeState.estimate.arrivesBy
                    ? t("summary.arrivesBy", { date: arrivalDay(pincodeState.estimate.arrivesBy) })
                    : daysText(pincodeState.estimate.days)
                }`}
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-4 rounded-md bg-green-50 p-3 text-xs text-green-900">{t("summary.secure")}</p>
      {(storeContact.phones[0] || storeContact.email) && (
        <p className="mt-3 text-xs text-slate-600">
          {t("summary.help")}{" "}
          {storeContact.phones[0] && <a href={telHref(storeContact.phones[0])}>{storeContact.phones[0]}</a>}
          {storeContact.phones[0] && storeContact.email && " · "}
          {storeContact.email && <a href={`mailto:${storeContact.email}`}>{storeContact.email}</a>}
        </p>
      )}
    </aside>
  );
}
