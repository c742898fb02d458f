/**
 * The shopper's address book through /api/user/addresses; every answer is the whole book, read
 * with its schema (and zod) imported with the first call, not with the page.
 */
import type { AddressForm } from "../orders/checkout";
import type { SavedAddressJson } from "../wire/address";
import type { ApiRequest } from "./api";
import { callAsShopper } from "./session-api";

export type SavedAddress = SavedAddressJson;
export type SavedAddressFields = Omit<SavedAddress, "_id" | "isDefault">;

const path = (addressId?: string) => `/api/user/addresses${addressId ? `/${encodeURIComponent(addressId)}` : ""}`;

async function callAddressBook(addressId: string | undefined, request: Omit<ApiRequest, "token">) {
  const { addressBookResponse } = await import("../wire/address");
  return callAsShopper(path(addressId), addressBookResponse, request);
}

export async function fetchAddresses(): Promise<SavedAddress[]> {
  return (await callAddressBook(undefined, { method: "GET" })).addresses;
}

export async function saveAddress(fields: SavedAddressFields, isDefault = false) {
  return callAddressBook(undefined, { body: { ...fields, isDefault } });
}

export async function changeAddress(addressId: string, change: Partial<SavedAddressFields> | { isDefault: true }) {
  return (await callAddressBook(addressId, { method: "PATCH", body: change })).addresses;
}

export async function deleteAddress(addressId: string): Promise<SavedAddress[]> {
  return (await callAddressBook(addressId, { method: "DELETE" })).addresses;
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
