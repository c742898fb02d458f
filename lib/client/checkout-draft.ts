/**
 * What the shopper has entered at checkout, kept for the tab (sessionStorage) so reload, Back and
 * Forward lose nothing; cleared once the order is placed and at logout. Nothing secret is in it:
 * the payment choice, notes and a delivery address.
 */
import { z } from "zod";
import { EMPTY_ADDRESS, type AddressForm } from "../orders/checkout";
import { CHECKOUT_PAYMENT_METHODS, type PaymentMethodValue } from "../orders/payment-method";
import { text } from "../validation/text";
import { readJson, removeKeys, writeJson } from "./storage";

/** A saved address's id, NEW_ADDRESS, or null before the shopper (or the default) chose. */
export const NEW_ADDRESS = "new";

export interface CheckoutDraft {
  method: PaymentMethodValue | null;
  notes: string;
  address: AddressForm;
  addressChoice: string | null;
  saveAddress: boolean;
}

const entry = text().max(1000);
const draftJson = z.object({
  method: z.enum(CHECKOUT_PAYMENT_METHODS).nullable(),
  notes: entry,
  address: z.object({
    firstName: entry,
    lastName: entry,
    email: entry,
    phone: entry,
    street: entry,
    city: entry,
    state: entry,
    zipcode: entry,
    country: z.literal("India"),
  }),
  addressChoice: entry.nullable(),
  saveAddress: z.boolean(),
});

export const newDraft = (address: AddressForm = EMPTY_ADDRESS): CheckoutDraft => ({
  method: null,
  notes: "",
  address,
  addressChoice: null,
  saveAddress: false,
});

/** The tab's draft; anything unreadable (an older shape, an edited value) counts as none. */
export function readCheckoutDraft(): CheckoutDraft | null {
  const parsed = draftJson.safeParse(readJson<unknown>("session", "checkout"));
  return parsed.success ? parsed.data : null;
}

export const writeCheckoutDraft = (draft: CheckoutDraft) => writeJson("session", "checkout", draft);

/** The draft goes, and with it the steps reported: the tab's next checkout counts in the funnel again. */
export const clearCheckoutDraft = () => removeKeys("checkout", "funnelSteps");
