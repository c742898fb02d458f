/**
 * A shopper's address book: at most MAX_SAVED_ADDRESSES per account and, whenever there is any,
 * exactly one default. Each write locks the account's row first, so concurrent writes of one
 * account take turns and the count and the default stay true.
 */
import "server-only";
import { db } from "../db";
import type { Address, Prisma } from "../generated/prisma/client";
import { conflict, notFound } from "../http/errors";
import type { NewSavedAddress, SavedAddressChange } from "../validation/address-book";
import { validationMessage as message } from "../validation/error-messages";
import { MAX_SAVED_ADDRESSES } from "../validation/form-rules";

export type SavedAddress = Address;

/** Default first, then in the order they were saved. */
const LIST_ORDER = [{ isDefault: "desc" }, { createdAt: "asc" }, { id: "asc" }] as const;

export function listAddresses(userId: string): Promise<SavedAddress[]> {
  return db().address.findMany({ where: { userId }, orderBy: [...LIST_ORDER] });
}

async function lockAccount(tx: Prisma.TransactionClient, userId: string) {
  await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${userId} FOR UPDATE`;
}

/** The caller's own address; anyone else's is as unknown as one that never existed. */
async function ownAddress(tx: Prisma.TransactionClient, userId: string, addressId: string) {
  const address = await tx.address.findFirst({ where: { id: addressId, userId } });
  if (!address) throw notFound(message("addressNotFound"));
  return address;
}

const clearDefault = (tx: Prisma.TransactionClient, userId: string) =>
  tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });

export async function createAddress(userId: string, input: NewSavedAddress): Promise<SavedAddress> {
  return db().$transaction(async (tx) => {
    await lockAccount(tx, userId);
    const count = await tx.address.count({ where: { userId } });
    if (count >= MAX_SAVED_ADDRESSES) {
      throw conflict(`You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`);
    }
    const isDefault = count === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    return tx.address.create({ data: { ...input, userId, isDefault } });
  });
}

export async function updateAddress(
  userId: string,
  addressId: string,
  change: SavedAddressChange,
): Promise<SavedAddress> {
  return db().$transaction(async (tx) => {
    await lockAccount(tx, userId);
    await ownAddress(tx, userId, addressId);
    if (change.isDefault) await clearDefault(tx, userId);
    return tx.address.update({ where: { id: addressId }, data: change });
  });
}

/** Deleting the default makes the oldest remaining address the default (none when it was the last). */
export async function deleteAddress(userId: string, addressId: string): Promise<void> {
  await db().$transaction(async (tx) => {
    await lockAccount(tx, userId);
    const address = await ownAddress(tx, userId, addressId);
    await tx.address.delete({ where: { id: addressId } });
    if (!address.isDefault) return;
    const next = await tx.address.findFirst({ where: { userId }, orderBy: [...LIST_ORDER] });
    if (next) await tx.address.update({ where: { id: next.id }, data: { isDefault: true } });
  });
}
