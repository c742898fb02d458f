/**
 * A business or school profile, for GST invoices to a registered buyer (lib/business/): its
 * GSTIN checked as the GST Network checks one, its billing address in the GSTIN's state.
 */
import { type z } from "zod";
import { gstinProblem, gstinState, normaliseGstin, type GstinProblem } from "../tax/gstin";
import { findGstState } from "../tax/states";
import { pincodeSchema } from "./delivery";
import { validationMessage as message, type ValidationKey } from "./error-messages";
import { addressSchema } from "./order";
import { text } from "./text";

/** The shopper's words for each way a GSTIN can be wrong. */
export const GSTIN_PROBLEM_MESSAGE: Record<GstinProblem, ValidationKey> = {
  length: "gstinLength",
  shape: "gstinShape",
  state: "gstinState",
  check: "gstinCheck",
};

export const gstinSchema = text({ error: message("gstinRequired") })
  .transform(normaliseGstin)
  .superRefine((gstin, context) => {
    const problem = gstin ? gstinProblem(gstin) : null;
    if (!gstin) context.addIssue({ code: "custom", message: message("gstinRequired") });
    else if (problem) {
      context.addIssue({
        code: "custom",
        message: message(GSTIN_PROBLEM_MESSAGE[problem], { code: gstin.slice(0, 2) }),
      });
    }
  });

const LEGAL_NAME_MAX = 120;

export const businessProfileSchema = addressSchema
  .pick({ street: true, city: true, state: true })
  .extend({
    legalName: text({ error: message("legalNameRequired") })
      .trim()
      .min(2, message("legalNameRequired"))
      .max(LEGAL_NAME_MAX, message("fieldMax", { max: LEGAL_NAME_MAX })),
    gstin: gstinSchema,
    pincode: pincodeSchema,
  })
  .superRefine((profile, context) => {
    const state = findGstState(profile.state);
    const registered = gstinState(profile.gstin);
    if (!state) context.addIssue({ code: "custom", path: ["state"], message: message("billingStateUnknown") });
    else if (registered && registered.code !== state.code) {
      context.addIssue({
        code: "custom",
        path: ["state"],
        message: message("billingStateOfGstin", { state: registered.name }),
      });
    }
  })
  // The state as the GST table names it: invoices print it beside its code.
  .transform((profile) => ({ ...profile, state: findGstState(profile.state)!.name }));

export type BusinessProfileInput = z.output<typeof businessProfileSchema>;
