/**
 * Where goods are supplied. To a consumer: the delivery state. The state the pincode directory gives for the
 * delivery pincode is preferred to the one the shopper typed, which is free text.
 */
import { log } from "../log";
import { gstinState } from "../tax/gstin";
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

/**
 * To a registered business or school: the state its GSTIN is registered in, as the buyer's
 * principal place of business (IGST Act s.10(1)(b); docs/GST.md), so its input tax credit is
 * in its own state whichever of its places the goods go to.
 */
export function registeredPlaceOfSupply(gstin: string): TaxDocumentSnapshot["placeOfSupply"] {
  const state = gstinState(gstin);
  if (!state) throw new Error(`A business buyer's GSTIN ${gstin} names no GST state`);
  return { state: state.name, code: state.code };
}
