import { deleteAddress, listAddresses, updateAddress } from "@/lib/addresses/address-book";
import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { savedAddressChangeSchema } from "@/lib/validation/address-book";
import { recordIdSchema } from "@/lib/validation/ids";
import { toSavedAddressJson } from "@/lib/wire/address";

type Context = { params: Promise<{ addressId: string }> };

const addressIdOf = async ({ params }: Context) => recordIdSchema("Address ID").parse((await params).addressId);

// PATCH /api/user/addresses/{addressId} – change fields of one of the caller's addresses, or make it the default
export const PATCH = apiRoute<Context>(async (request, context) => {
  const caller = await requireUser(request);
  const addressId = await addressIdOf(context);
  const address = await updateAddress(caller.id, addressId, await readJson(request, savedAddressChangeSchema));
  const addresses = await listAddresses(caller.id);
  return ok({
    message: "Address updated",
    address: toSavedAddressJson(address),
    addresses: addresses.map(toSavedAddressJson),
  });
});

// DELETE /api/user/addresses/{addressId} – delete one of the caller's addresses (the default passes to another)
export const DELETE = apiRoute<Context>(async (request, context) => {
  const caller = await requireUser(request);
  await deleteAddress(caller.id, await addressIdOf(context));
  return ok({ message: "Address deleted", addresses: (await listAddresses(caller.id)).map(toSavedAddressJson) });
});
