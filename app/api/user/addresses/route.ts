import { createAddress, listAddresses } from "@/lib/addresses/address-book";
import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { newSavedAddressSchema } from "@/lib/validation/address-book";
import { toSavedAddressJson } from "@/lib/wire/address";

// GET /api/user/addresses – the caller's saved addresses, default first
export const GET = apiRoute(async (request) => {
  const caller = await requireUser(request);
  return ok({ addresses: (await listAddresses(caller.id)).map(toSavedAddressJson) });
});

// POST /api/user/addresses – save a new address (the first one becomes the default)
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const address = await createAddress(caller.id, await readJson(request, newSavedAddressSchema));
  const addresses = await listAddresses(caller.id);
  return ok(
    { message: "Address saved", address: toSavedAddressJson(address), addresses: addresses.map(toSavedAddressJson) },
    { status: 201 },
  );
});
