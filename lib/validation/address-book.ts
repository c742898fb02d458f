/**
 * A saved delivery address (the address book): the checkout's address fields (SPEC §5) without
 * the e-mail, which is the account's own.
 */
import { z } from "zod";
import { addressSchema } from "./order";
import { pincodeSchema } from "./delivery";

const addressFields = addressSchema
  .pick({ firstName: true, lastName: true, phone: true, street: true, city: true, state: true })
  .extend({ pincode: pincodeSchema });

export const newSavedAddressSchema = addressFields.extend({
  /** The first address saved is the default whatever this says. */
  isDefault: z.boolean({ error: "isDefault must be true or false" }).optional(),
});

export const savedAddressChangeSchema = addressFields
  .partial()
  .extend({
    // The default is moved by making another address the default, so an account never has none.
    isDefault: z.literal(true, { error: "To change the default, make another address the default" }).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), "Nothing to change");

export type NewSavedAddress = z.output<typeof newSavedAddressSchema>;
export type SavedAddressChange = z.output<typeof savedAddressChangeSchema>;
