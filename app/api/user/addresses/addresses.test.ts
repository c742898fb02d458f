import { describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { MAX_SAVED_ADDRESSES } from "@/lib/validation/form-rules";
import { addressBookResponse } from "@/lib/wire/address";
import { GET as list, POST as create } from "./route";
import { DELETE as remove, PATCH as change } from "./[addressId]/route";

const home = {
  firstName: "Kavya",
  lastName: "Nair",
  phone: "9876543210",
  street: "14 Residency Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560025",
};
const school = { ...home, street: "2 School Lane", city: "Jodhpur", state: "Rajasthan", pincode: "342001" };

const stored = (userId: string) =>
  db().address.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, omit: { updatedAt: true } });

async function save(token: string, address: Record<string, unknown>) {
  const answer = await callRoute(create, { token, body: address });
  expect(answer.status).toBe(201);
  return addressBookResponse.parse(answer.body).address!;
}

describe("the address book", () => {
  it("saves, lists, edits and deletes the caller's addresses", async () => {
    const { token } = await createUser();
    const first = await save(token, home);
    expect(first).toEqual({ _id: expect.any(String), ...home, isDefault: true });

    const second = await save(token, school);
    expect(second.isDefault).toBe(false);
    const listed = await callRoute(list, { method: "GET", token });
    expect(listed.status).toBe(200);
    expect(addressBookResponse.parse(listed.body).addresses.map((a) => a._id)).toEqual([first._id, second._id]);

    const edited = await callRoute(change, {
      method: "PATCH",
      token,
      params: { addressId: second._id },
      body: { street: "  3 School Lane " },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.address).toMatchObject({ street: "3 School Lane", city: "Jodhpur", isDefault: false });

    const deleted = await callRoute(remove, { method: "DELETE", token, params: { addressId: second._id } });
    expect(deleted).toMatchObject({ status: 200, body: { success: true, addresses: [{ _id: first._id }] } });
  });

  it("keeps exactly one default: a new default, a moved default, the default deleted", async () => {
    const { user, token } = await createUser();
    const a = await save(token, home);
    const b = await save(token, { ...school, isDefault: true });
    const c = await save(token, school);
    const defaults = async () => (await stored(user.id)).filter((address) => address.isDefault).map((x) => x.id);
    expect(await defaults()).toEqual([b._id]);

    await callRoute(change, { method: "PATCH", token, params: { addressId: c._id }, body: { isDefault: true } });
    expect(await defaults()).toEqual([c._id]);

    // The default is never simply switched off: another address has to take it.
    const unset = await callRoute(change, {
      method: "PATCH",
      token,
      params: { addressId: c._id },
      body: { isDefault: false },
    });
    expect(unset.status).toBe(400);
    expect(await defaults()).toEqual([c._id]);

    await callRoute(remove, { method: "DELETE", token, params: { addressId: c._id } });
    expect(await defaults()).toEqual([a._id]);
    await callRoute(remove, { method: "DELETE", token, params: { addressId: a._id } });
    expect(await defaults()).toEqual([b._id]);
    await callRoute(remove, { method: "DELETE", token, params: { addressId: b._id } });
    expect(await stored(user.id)).toEqual([]);
  });

  it("answers 404 for another shopper's address and changes nothing", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const address = await save(owner.token, home);
    const before = await stored(owner.user.id);

    const params = { addressId: address._id };
    expect(
      await callRoute(change, { method: "PATCH", token: stranger.token, params, body: { street: "Elsewhere 1" } }),
    ).toEqual({ status: 404, body: { success: false, message: "Address not found" } });
    const takeDefault = await callRoute(change, {
      method: "PATCH",
      token: stranger.token,
      params,
      body: { isDefault: true },
    });
    expect(takeDefault.status).toBe(404);
    expect((await callRoute(remove, { method: "DELETE", token: stranger.token, params })).status).toBe(404);
    expect((await callRoute(list, { method: "GET", token: stranger.token })).body.addresses).toEqual([]);
    // An owner named in the body is ignored: the address is the caller's.
    const planted = await callRoute(create, { token: stranger.token, body: { ...school, userId: owner.user.id } });
    expect(planted.status).toBe(201);
    expect(await stored(owner.user.id)).toEqual(before);
    expect(await stored(stranger.user.id)).toHaveLength(1);
  });

  it("asks for a session", async () => {
    expect((await callRoute(list, { method: "GET" })).status).toBe(401);
    expect((await callRoute(create, { body: home })).status).toBe(401);
    expect((await callRoute(remove, { method: "DELETE", params: { addressId: "abc" } })).status).toBe(401);
  });

  it.each([
    ["a missing field", { ...home, street: undefined }, "Please fill in all required fields"],
    ["a blank field", { ...home, city: "   " }, "Please fill in all required fields"],
    ["a bad pincode", { ...home, pincode: "012345" }, "Please enter a valid 6-digit pincode"],
    ["an overlong field", { ...home, street: "x".repeat(201) }, "Please keep each field under 200 characters"],
    ["a NUL character", { ...home, street: "14 Residency\u0000Road" }, "Text must not contain NUL characters"],
    ["a wrong type", { ...home, isDefault: "yes" }, "isDefault must be true or false"],
  ])("refuses %s with a 400 and saves nothing", async (_case, body, message) => {
    const { user, token } = await createUser();
    expect(await callRoute(create, { token, body })).toEqual({ status: 400, body: { success: false, message } });
    expect(await stored(user.id)).toEqual([]);
  });

  it("refuses bad changes with a 400 and changes nothing", async () => {
    const { user, token } = await createUser();
    const address = await save(token, home);
    const before = await stored(user.id);
    const params = { addressId: address._id };
    for (const body of [{}, { city: "" }, { phone: "98765\u000043210" }, { pincode: "99999" }]) {
      expect((await callRoute(change, { method: "PATCH", token, params, body })).status).toBe(400);
    }
    const badId = await callRoute(change, { method: "PATCH", token, params: { addressId: "bad id!" }, body: home });
    expect(badId).toEqual({ status: 400, body: { success: false, message: "Address ID is not valid" } });
    const nulId = await callRoute(remove, { method: "DELETE", token, params: { addressId: "a\u0000b" } });
    expect(nulId.status).toBe(400);
    expect(await stored(user.id)).toEqual(before);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses per account, even when they are saved at once`, async () => {
    const { user, token } = await createUser();
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 2 }, (_, index) =>
        callRoute(create, { token, body: { ...home, street: `${index + 1} Residency Road` } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.message).toMatch(/up to 10 addresses/);
    const saved = await stored(user.id);
    expect(saved).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(saved.filter((address) => address.isDefault)).toHaveLength(1);
  });
});
