/**
 * A customer's business or school profile: one per account, saved, replaced or removed by its
 * owner only. An order asking for a GST invoice copies it (lib/orders/place-order.ts).
 */
import "server-only";
import { db } from "../db";
import type { BusinessProfileInput } from "../validation/business";
import type { BusinessBuyer } from "./business-buyer";

const fields = { legalName: true, gstin: true, street: true, city: true, state: true, pincode: true } as const;

export function businessProfileOf(userId: string): Promise<BusinessBuyer | null> {
  return db().businessProfile.findUnique({ where: { userId }, select: fields });
}

export function saveBusinessProfile(userId: string, profile: BusinessProfileInput): Promise<BusinessBuyer> {
  return db().businessProfile.upsert({
    where: { userId },
    create: { userId, ...profile },
    update: profile,
    select: fields,
  });
}

export async function removeBusinessProfile(userId: string): Promise<void> {
  await db().businessProfile.deleteMany({ where: { userId } });
}
