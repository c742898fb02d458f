/**
 * The checkout's pure parts (SPEC §2, §5): step checks and the profile prefill (the placement
 * payload it sends is lib/wire/order-placement.ts). No I/O, so the screen and the tests share them.
 */
import { normalizeEmail } from "../validation/account";
import { addressSchema, type DeliveryAddress } from "../validation/order";

export type AddressForm = Omit<DeliveryAddress, "country"> & { country: "India" };

export const EMPTY_ADDRESS: AddressForm = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  street: "",
  city: "",
  state: "",
  zipcode: "",
  country: "India",
};

/** Name, e-mail and phone from the profile; the name splits into first name and the rest (SPEC §3). */
export function prefillAddress(user: { name: string; email: string | null; phone: string | null }): AddressForm {
  const [firstName = "", ...rest] = user.name.trim().split(/\s+/);
  return { ...EMPTY_ADDRESS, firstName, lastName: rest.join(" "), email: user.email ?? "", phone: user.phone ?? "" };
}

/** Step 2's first problem, in the spec's words, or null when the address can be reviewed. */
export function addressProblem(address: AddressForm, pincodeServiceable: boolean): string | null {
  const result = addressSchema.safeParse(address);
  if (!result.success) return result.error.issues[0]?.message ?? "Please fill in all required fields";
  if (!pincodeServiceable) return "Please enter a valid and serviceable pincode";
  return null;
}

/**
 * Where the order's e-mails will go besides the account's address: the rule is
 * lib/mail/orders/recipients.ts (the account's address; another typed one only once confirmed).
 * The other address typed at checkout, normalised, or null when there is none.
 */
export function otherUpdatesAddress(accountEmail: string, checkoutEmail: string): string | null {
  const typed = normalizeEmail(checkoutEmail);
  return !typed.includes("@") || typed === accountEmail ? null : typed;
}
