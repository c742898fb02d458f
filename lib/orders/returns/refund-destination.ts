/**
 * Where a cash on delivery order's refund goes (issue #33): asked with the return request, before
 * anything is promised, since the store holds no account of the customer's. Kept sealed (the
 * operator reads it to send the money) with a masked hint for the screens, and cleared once the
 * refund is sent: the store keeps no bank details it no longer needs (DPDP's data minimisation).
 */
import "server-only";
import { seal, unseal } from "../../auth/sealed";
import type { RefundDestination } from "../../generated/prisma/enums";
import type { RefundDestinationInput } from "../../validation/refund-destination";

export interface StoredRefundDestination {
  refundMethod: RefundDestination;
  /** Null for store credit: the store holds that account itself. */
  refundDetails: string | null;
  refundDetailsHint: string | null;
}

type AccountDestination = Exclude<RefundDestinationInput, { method: "STORE_CREDIT" }>;

/** "asha.v@okaxis" → "as••••@okaxis"; the account's last four digits and its IFSC. */
export function destinationHint(destination: AccountDestination): string {
  if (destination.method === "UPI") {
    const [name = "", handle = ""] = destination.upiId.split("@");
    return `${name.slice(0, 2)}••••@${handle}`;
  }
  return `A/c ••••${destination.accountNumber.slice(-4)}, ${destination.ifsc}`;
}

export async function storedDestination(destination: RefundDestinationInput): Promise<StoredRefundDestination> {
  if (destination.method === "STORE_CREDIT") {
    return { refundMethod: "STORE_CREDIT", refundDetails: null, refundDetailsHint: null };
  }
  return {
    refundMethod: destination.method,
    refundDetails: await seal(JSON.stringify(destination)),
    refundDetailsHint: destinationHint(destination),
  };
}

/** What the operator sends the money to, in full: "UPI asha.v@okaxis", "Asha Verma, A/c 123…, SBIN0001234". */
export async function destinationForOperator(sealed: string): Promise<string> {
  const destination = JSON.parse(await unseal(sealed)) as AccountDestination;
  return destination.method === "UPI"
    ? `UPI ${destination.upiId}`
    : `${destination.accountName}, account ${destination.accountNumber}, IFSC ${destination.ifsc}`;
}
