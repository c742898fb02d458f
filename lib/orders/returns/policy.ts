/**
 * The return policy, defined once and pure, so the customer's API, the admin area and the screens
 * share it: the window, the moves of a return request, and how much goes back.
 */
import type { ReturnReason, ReturnStatus } from "../../generated/prisma/enums";
import type { Paise } from "../../money";

/**
 * Days after delivery in which a return may be asked for. /terms promises "within 15 days"
 * (refunds "within 15 days of purchase", damage reported "within 15 days of delivery"); counting
 * from delivery keeps every promise made there.
 */
export const RETURN_WINDOW_DAYS = 15;
const DAY_MS = 24 * 60 * 60 * 1000;

export const returnWindowEnds = (deliveredAt: Date): Date =>
  new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);

export const REASON_LABELS = {
  DAMAGED: "Arrived damaged",
  WRONG_ITEM: "Wrong item sent",
  NOT_AS_DESCRIBED: "Not as described",
  OTHER: "Other",
} as const satisfies Record<ReturnReason, string>;

/** Every reason and status, for schemas and screens (the browser cannot import Prisma's enums). */
export const RETURN_REASONS = Object.keys(REASON_LABELS) as [ReturnReason, ...ReturnReason[]];

export const RETURN_STATUS_LABELS = {
  REQUESTED: "Return requested",
  APPROVED: "Return approved",
  REJECTED: "Return rejected",
  RECEIVED: "Item received",
  REFUNDED: "Refunded",
} as const satisfies Record<ReturnStatus, string>;

export const RETURN_STATUSES = Object.keys(RETURN_STATUS_LABELS) as [ReturnStatus, ...ReturnStatus[]];

/** The status a return's history label names (the wire's words), or null for an unknown one. */
export const returnStatusOf = (label: string): ReturnStatus | null =>
  RETURN_STATUSES.find((status) => RETURN_STATUS_LABELS[status] === label) ?? null;

/** Every move an operator may make; the customer only opens a request (REQUESTED). */
const RETURN_MOVES: Record<ReturnStatus, ReturnStatus[]> = {
  REQUESTED: ["APPROVED", "REJECTED"],
  APPROVED: ["RECEIVED"],
  RECEIVED: ["REFUNDED"],
  REJECTED: [],
  REFUNDED: [],
};

export const nextReturnStatuses = (from: ReturnStatus): ReturnStatus[] => RETURN_MOVES[from];
export const canMoveReturn = (from: ReturnStatus, to: ReturnStatus): boolean => RETURN_MOVES[from].includes(to);

/** A rejected request gives its units back: they may be asked for again. */
export const holdsUnits = (status: ReturnStatus): boolean => status !== "REJECTED";

/** The store's own mistakes: the customer also gets the shipping (and any COD fee) back. */
export const storeAtFault = (reason: ReturnReason): boolean => reason === "DAMAGED" || reason === "WRONG_ITEM";

export interface RefundBasis {
  /** The returned units at the price paid for them. */
  linesValue: Paise;
  reason: ReturnReason;
  /** The order's shipping as charged, COD fee included. */
  shipping: Paise;
  /** An earlier return already paid the shipping back. */
  shippingRefunded: boolean;
  /** What the order cost, and what earlier returns paid back of it. */
  orderAmount: Paise;
  alreadyRefunded: Paise;
}

/** What a return pays back: never more than is left of what the order cost. */
export function returnRefund(basis: RefundBasis): { amount: Paise; shippingRefunded: boolean } {
  const withShipping = storeAtFault(basis.reason) && !basis.shippingRefunded && basis.shipping > 0;
  const owed = basis.linesValue + (withShipping ? basis.shipping : 0);
  const left = Math.max(0, basis.orderAmount - basis.alreadyRefunded);
  return { amount: Math.min(owed, left), shippingRefunded: withShipping };
}
