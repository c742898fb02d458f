/** A saved delivery address on the wire (/api/user/addresses): `_id`, no owner. */
import { z } from "zod";
import type { SavedAddress } from "../addresses/address-book";

export const savedAddressJson = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddressJson = z.infer<typeof savedAddressJson>;

/** Every answer carries the whole book, so a screen never shows a stale default. */
export const addressBookResponse = z.object({
  addresses: z.array(savedAddressJson),
  address: savedAddressJson.optional(),
});

export function toSavedAddressJson(address: SavedAddress): SavedAddressJson {
  const { id, firstName, lastName, phone, street, city, state, pincode, isDefault } = address;
  return { _id: id, firstName, lastName, phone, street, city, state, pincode, isDefault };
}
