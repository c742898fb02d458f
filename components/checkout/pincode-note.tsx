import { useTranslations } from "next-intl";
import type { PincodeState } from "./use-delivery-quote";
import { useArrivalDay, useDaysText } from "./use-days-text";

/** Why a pincode is refused: the store's words for what it knows, the server's for the rest. */
export function PincodeRefused({ state }: { state: Extract<PincodeState, { status: "invalid" }> }) {
  const t = useTranslations("checkout.pincode");
  return state.reason === "refused" ? state.message : t(state.reason);
}

/**
 * Where a checked pincode delivers, and by when: "Delivers to Jodhpur, Rajasthan: arrives by Sat,
 * 5 Dec", or in how many days when the store has no date.
 */
export function DeliversTo({ state }: { state: Extract<PincodeState, { status: "valid" }> }) {
  const t = useTranslations("checkout.pincode");
  const daysText = useDaysText();
  const arrivalDay = useArrivalDay();
  const { city, state: region } = state.data;
  const { estimate } = state;
  if (estimate?.arrivesBy) return t("deliversToBy", { city, state: region, date: arrivalDay(estimate.arrivesBy) });
  return estimate
    ? t("deliversToIn", { city, state: region, estimate: daysText(estimate.days) })
    : t("deliversTo", { city, state: region });
}
