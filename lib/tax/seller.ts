/**
 * The seller printed on every tax invoice, from configuration (lib/env.ts). A public store must
 * name its real registration; on this machine alone (a loopback SITE_URL) clearly-labelled
 * samples stand in, so `npm start` needs no configuration. The samples pass validation but
 * belong to no business.
 */
import { GSTIN_PROBLEM_MESSAGE } from "../validation/business";
import { validationMessage } from "../validation/error-messages";
import { gstinProblem } from "./gstin";
import { findGstState } from "./states";

export interface Seller {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
  stateCode: string;
}

export interface SellerVariables {
  SELLER_LEGAL_NAME?: string;
  SELLER_GSTIN?: string;
  SELLER_ADDRESS?: string;
  SELLER_STATE?: string;
}

/** A sample GSTIN with a valid check character for Rajasthan (08), where the warehouse is. */
export const SAMPLE_SELLER: Required<SellerVariables> = {
  SELLER_LEGAL_NAME: "GanitPlay (development sample, not a registered business)",
  SELLER_GSTIN: "08ABCDE1234F1Z0",
  SELLER_ADDRESS: "Sample address, Paota B Road, Jodhpur 342001",
  SELLER_STATE: "Rajasthan",
};

const NAMES = Object.keys(SAMPLE_SELLER) as (keyof SellerVariables)[];

/** The seller, or the problems with its configuration, each as [variable, message]. */
export function sellerConfig(raw: SellerVariables, isPublic: boolean): Seller | [keyof SellerVariables, string][] {
  const missing = NAMES.filter((name) => !raw[name]);
  if (isPublic && missing.length > 0) {
    return missing.map((name) => [name, `${name} is required when SITE_URL is public (it is printed on tax invoices)`]);
  }
  const values = missing.length === NAMES.length ? SAMPLE_SELLER : raw;
  const unset = NAMES.filter((name) => !values[name]);
  if (unset.length > 0) {
    return unset.map((name) => [name, `${name} is required once any SELLER_ variable is set`]);
  }
  const { SELLER_LEGAL_NAME, SELLER_GSTIN, SELLER_ADDRESS, SELLER_STATE } = values as Required<SellerVariables>;
  const gstin = SELLER_GSTIN.trim().toUpperCase();
  const state = findGstState(SELLER_STATE);
  const problems: [keyof SellerVariables, string][] = [];
  const gstinIssue = gstinProblem(gstin);
  if (gstinIssue)
    problems.push([
      "SELLER_GSTIN",
      `SELLER_GSTIN is not a valid GSTIN: ${validationMessage(GSTIN_PROBLEM_MESSAGE[gstinIssue], { code: gstin.slice(0, 2) })}`,
    ]);
  if (!state) problems.push(["SELLER_STATE", "SELLER_STATE must be an Indian state or union territory"]);
  else if (!gstinIssue && gstin.slice(0, 2) !== state.code) {
    problems.push([
      "SELLER_GSTIN",
      `SELLER_GSTIN starts with ${gstin.slice(0, 2)}, but ${state.name}'s code is ${state.code}`,
    ]);
  }
  if (problems.length > 0 || !state) return problems;
  return {
    legalName: SELLER_LEGAL_NAME.trim(),
    gstin,
    address: SELLER_ADDRESS.trim(),
    state: state.name,
    stateCode: state.code,
  };
}
