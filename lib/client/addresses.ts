/** The shopper's address book through /api/user/addresses; every answer is the whole book. */
import type { AddressForm } from "../orders/checkout";
import { addressBookResponse, type SavedAddressJson } from "../wire/address";
import { callAsShopper } from "./session-api";

export type SavedAddress = SavedAddressJson;
export type SavedAddressFields = Omit<SavedAddress, "_id" | "isDefault">;

const path = (addressId?: string) => `/api/user/addresses${addressId ? `/${encodeURIComponent(addressId)}` : ""}`;

export async function fetchAddresses(): Promise<SavedAddress[]> {
  return (await callAsShopper(path(), addressBookResponse, { method: "GET" })).addresses;
}

export async function saveAddress(fields: SavedAddressFields, isDefault = false) {
  return callAsShopper(path(), addressBookResponse, { body: { ...fields, isDefault } });
}

export async function changeAddress(addressId: string, change: Partial<SavedAddressFields> | { isDefault: true }) {
  return (await callAsShopper(path(addressId), addressBookResponse, { method: "PATCH", body: change })).addresses;
}

export async function deleteAddress(addressId: string): Promise<SavedAddress[]> {
  return (await callAsShopper(path(addressId), addressBookResponse, { method: "DELETE" })).addresses;
}

/** The editable lines of a saved address (no id, no default flag). */
export function savedAddressFields(saved: SavedAddress): SavedAddressFields {
  const { firstName, lastName, phone, street, city, state, pincode } = saved;
  return { firstName, lastName, phone, street, city, state, pincode };
}

/** A saved address as the checkout's form holds it; the e-mail is the shopper's own. */
export function toAddressForm(saved: SavedAddress, email: string): AddressForm {
  const { pincode, ...lines } = savedAddressFields(saved);
  return { ...lines, email, zipcode: pincode, country: "India" };
}

export function savedFieldsOf(address: AddressForm): SavedAddressFields {
  const { firstName, lastName, phone, street, city, state, zipcode } = address;
  return { firstName, lastName, phone, street, city, state, pincode: zipcode };
}
