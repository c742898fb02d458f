import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { formatIndianDate } from "@/lib/dates";
import { promisedDelivery } from "@/lib/delivery/estimate";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { formatRupees } from "@/lib/money";
import { displayOrderId } from "@/lib/orders/order-view";
import { DELIVERY_TRACK, endsUndelivered } from "@/lib/orders/status";
import { orderOfLinkToken } from "@/lib/orders/order-links";
import { trackedOrder } from "@/lib/orders/tracking";
import { parcelTrackingOf } from "@/lib/shipping/parcel-tracking";
import { ConfirmationRequest } from "@/components/tracking/confirmation-request";
import { ParcelUpdates } from "@/components/tracking/parcel-updates";

/** The order's parcel, for a link this store signed. */
const parcelOfLink = async (token: string) => {
  const orderId = orderOfLinkToken(token);
  return orderId ? parcelTrackingOf(orderId) : null;
};

// A signed link per order: rendered for each request, never cached or indexed.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "tracking" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/**
 * The order's tracking page (issue #31, and the courier issue's `/track/{token}`): opened from a
 * message's "View order" without signing in, in the page's language, readable at 360 px.
 */
export default async function TrackingPage({ params }: { params: Promise<{ locale: string; token: string }> }) {
  const { token } = await params;
  const locale = await localeOf(params);
  const [t, statuses, returnStatuses, tracked, parcel] = await Promise.all([
    getTranslations({ locale, namespace: "tracking" }),
    getTranslations({ locale, namespace: "orders.status" }),
    getTranslations({ locale, namespace: "orders.returns.status" }),
    // The token's alphabet needs no decoding: anything percent-encoded is no token of the store's.
    trackedOrder(token, locale),
    parcelOfLink(token),
  ]);
  // Any token the store did not sign (or one past its last day) is the store's 404, saying what to do.
  if (!tracked) notFound();
  const { order, history, returns } = tracked;
  const reachedAt = new Map(history.map(({ status, at }) => [status, at]));
  // An operator may skip steps (Order Placed straight to Delivered): every step up to the order's is done.
  // A failed attempt happened out for delivery: the parcel is still on its way.
  const position = (DELIVERY_TRACK as readonly string[]).indexOf(
    order.status === "DELIVERY_FAILED" ? "OUT_FOR_DELIVERY" : order.status,
  );
  const onTrack = position >= 0;
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  // The courier's own date once it has the parcel, else the one promised at checkout.
  const expected =
    onTrack && order.status !== "DELIVERED"
      ? (parcel?.expectedBy ?? promisedDelivery(order.createdAt, order.deliveryDays).by)
      : null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <header>
        <h1 className="text-2xl font-bold">{t("heading", { id: displayOrderId(order.id) })}</h1>
        <p className="mt-1 text-slate-700">
          {t("placed", { date: formatIndianDate(order.createdAt, locale), amount: formatRupees(order.amount) })}
        </p>
        <p className="mt-2 text-lg">{t.rich("statusNow", { status: statuses(order.status), strong })}</p>
        {expected && <p className="text-slate-700">{t("expected", { date: formatIndianDate(expected, locale) })}</p>}
      </header>
      {order.confirmBy && (
        <ConfirmationRequest
          token={token}
          orderId={order.id}
          amount={order.amount - order.paidByCredit}
          confirmBy={order.confirmBy}
          locale={locale}
        />
      )}
      <section aria-labelledby="tracking-progress" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="tracking-progress" className="mb-3 font-semibold">
          {t("progress")}
        </h2>
        {onTrack ? (
          <ol className="flex flex-col gap-2">
            {DELIVERY_TRACK.map((status, step) => {
              const at = reachedAt.get(status);
              const label = statuses(status);
              return (
                <li key={status} className={step <= position ? "font-semibold text-green-800" : "text-slate-600"}>
                  {step > position
                    ? t("notYet", { status: label })
                    : at
                      ? t("reached", { status: label, date: formatIndianDate(at, locale) })
                      : label}
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="text-slate-700">
            {t(
              `offTrack.${order.status as "AWAITING_PAYMENT" | "AWAITING_CONFIRMATION" | "PAYMENT_FAILED" | "CANCELLED" | "RETURNING" | "RETURNED"}`,
            )}
          </p>
        )}
        {returns.map(({ status, at }, index) => (
          <p key={index} className="mt-3 font-semibold">
            {t("return", { status: returnStatuses(status), date: formatIndianDate(at, locale) })}
          </p>
        ))}
        {order.courier && <p className="mt-3">{t("courier", { courier: order.courier })}</p>}
        {order.trackingNumber && (
          <p className="[overflow-wrap:anywhere]">{t("trackingNumber", { number: order.trackingNumber })}</p>
        )}
      </section>
      {parcel && <ParcelUpdates parcel={parcel} token={token} locale={locale} />}
      <section aria-labelledby="tracking-items" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="tracking-items" className="mb-3 font-semibold">
          {t("items")}
        </h2>
        <ul className="flex flex-col gap-1">
          {order.items.map((item, index) => (
            <li key={index}>{t("item", { name: item.name, quantity: item.quantity })}</li>
          ))}
        </ul>
        <p className="mt-3 text-slate-700">{t("deliverTo", order.place)}</p>
      </section>
      <div className="flex flex-col gap-2">
        {/* An order that ended undelivered stands credited: its credit note, not the invoice. */}
        {order.invoiceNumber && endsUndelivered(order.status) ? (
          <a
            href={`/api/track/${token}/invoice?document=credit-note`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t("creditNote")}
          </a>
        ) : (
          order.invoiceNumber && (
            <a href={`/api/track/${token}/invoice`} className="font-semibold text-brand-700 hover:underline">
              {t("invoice")}
            </a>
          )
        )}
        <Link href={`/orders/${order.id}`} className="font-semibold text-brand-700 hover:underline">
          {t("fullOrder")}
        </Link>
      </div>
    </div>
  );
}
