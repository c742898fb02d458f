import { useTranslations } from "next-intl";
import type { PincodeState } from "./use-delivery-quote";
import { useDaysText } from "./use-days-text";

/** Why a pincode is refused: the store's words for what it knows, the server's for the rest. */
export function PincodeRefused({ state }: { state: Extract<PincodeState, { status: "invalid" }> }) {
  const t = useTranslations("checkout.pincode");
  return state.reason === "refused" ? state.message : t(state.reason);
}

/** Where a checked pincode delivers, and in how many days: "Delivers to Jodhpur, Rajasthan in 3-4 days". */
export function DeliversTo({ state }: { state: Extract<PincodeState, { status: "valid" }> }) {
  const t = useTranslations("checkout.pincode");
  const daysText = useDaysText();
  const { city, state: region } = state.data;
  return state.estimate
    ? t("deliversToIn", { city, state: region, estimate: daysText(state.estimate) })
    : t("deliversTo", { city, state: region });
}
