/**
 * Where goods are supplied: the delivery state. The state the pincode directory gives for the
 * delivery pincode is preferred to the one the shopper typed, which is free text.
 */
import { log } from "../log";
import { findGstState } from "../tax/states";
import type { TaxDocumentSnapshot } from "./snapshot";

export function placeOfSupply(
  orderId: string,
  pincodeState: string,
  typedState: string,
): TaxDocumentSnapshot["placeOfSupply"] {
  const state = findGstState(pincodeState) ?? findGstState(typedState);
  if (state) return { state: state.name, code: state.code };
  // Taxed as inter-state (IGST) and reported, rather than refusing the order.
  log.warn("place_of_supply_unknown", { orderId });
  return { state: typedState, code: null };
}
