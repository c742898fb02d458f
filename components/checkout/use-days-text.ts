import { useLocale, useTranslations } from "next-intl";
import { formatIndianIsoDay } from "@/lib/dates";
import { parseDeliveryDays, type DeliveryDays } from "@/lib/delivery/estimate";

/**
 * Delivery days in the page's language: "3-4 days" / "3-4 दिन". Takes the days, or the API's
 * English words for them (the pincode estimate), shown as they are when they cannot be read.
 */
export function useDaysText(): (days: DeliveryDays | string) => string {
  const t = useTranslations("checkout.days");
  const words = ({ min, max }: DeliveryDays) => (min === max ? t("exact", { max }) : t("range", { min, max }));
  return (days) => {
    if (typeof days !== "string") return words(days);
    const parsed = parseDeliveryDays(days);
    return parsed ? words(parsed) : days;
  };
}

/** The day a parcel arrives by, as the page's language writes it: "Sat, 5 Dec" / "शनि, 5 दिस॰". */
export function useArrivalDay(): (isoDay: string) => string {
  const locale = useLocale();
  return (isoDay) => formatIndianIsoDay(isoDay, locale);
}
