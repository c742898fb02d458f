import { getTranslations } from "next-intl/server";
import { formatDeliveryDay, formatIndianDateTime, formatIndianIsoDay } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import type { ParcelTracking } from "@/lib/shipping/parcel-tracking";
import { FailedDeliveryForm } from "./failed-delivery-form";

/**
 * The courier's side of the tracking page: a failed delivery waiting for the customer's answer
 * (or the answer given), and every scan, newest first.
 */
export async function ParcelUpdates({
  parcel,
  token,
  locale,
}: {
  parcel: ParcelTracking;
  token: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "tracking" });
  const failed = parcel.failedDelivery;
  const preferredDay = failed?.answer?.preferredDate && formatDeliveryDay(failed.answer.preferredDate, locale);
  return (
    <>
      {failed && (
        <section
          aria-labelledby="failed-delivery"
          className="rounded-xl border border-amber-300 bg-amber-50 p-5"
          data-testid="failed-delivery"
        >
          <h2 id="failed-delivery" className="font-semibold">
            {t("failedDelivery.heading")}
          </h2>
          {failed.reason && <p className="mt-1">{t("failedDelivery.reason", { reason: failed.reason })}</p>}
          {failed.answer ? (
            <p className="mt-3 font-semibold" role="status">
              {failed.answer.action === "RETURN"
                ? t("failedDelivery.answeredReturn")
                : t("failedDelivery.answeredReattempt", { date: preferredDay ?? "" })}
            </p>
          ) : (
            <>
              <p className="mt-1">{t("failedDelivery.intro")}</p>
              <FailedDeliveryForm
                endpoint={`/api/track/${token}/delivery`}
                days={failed.days.map((day) => ({
                  value: day,
                  label: formatIndianIsoDay(day, locale),
                }))}
                texts={{
                  choice: t("failedDelivery.choice"),
                  reattempt: t("failedDelivery.reattempt"),
                  day: t("failedDelivery.day"),
                  phone: t("failedDelivery.phone"),
                  phoneHint: t("failedDelivery.phoneHint"),
                  landmark: t("failedDelivery.landmark"),
                  landmarkHint: t("failedDelivery.landmarkHint"),
                  returnIt: t("failedDelivery.returnIt"),
                  returnHint: t("failedDelivery.returnHint"),
                  submit: t("failedDelivery.submit"),
                  sending: t("failedDelivery.sending"),
                  problems: {
                    choose: t("failedDelivery.problems.choose"),
                    phone: t("failedDelivery.problems.phone"),
                    answered: t("failedDelivery.problems.answered"),
                    failed: t("failedDelivery.problems.failed"),
                  },
                }}
              />
            </>
          )}
        </section>
      )}
      {parcel.scans.length > 0 && (
        <section aria-labelledby="courier-updates" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="courier-updates" className="mb-3 font-semibold">
            {t("courierUpdates")}
          </h2>
          <ol className="flex flex-col gap-2 border-l-2 border-slate-200 pl-3">
            {parcel.scans.map((scan, index) => (
              <li key={index}>
                <span className="block text-sm text-slate-600">{formatIndianDateTime(scan.at, locale)}</span>
                {t("scan", { activity: scan.activity, location: scan.location })}
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
