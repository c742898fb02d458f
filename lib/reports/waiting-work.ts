/**
 * What waits for the operators: orders placed and not yet packed, cash on delivery orders waiting
 * for their customer's confirmation, and return requests not yet reviewed — as of `now` (everything
 * made before it: the dashboard's now, or the moment a daily summary is made).
 */
import "server-only";
import { db } from "../db";

export interface WaitingWork {
  toPack: number;
  toConfirm: number;
  toReview: number;
}

export async function waitingWork(now = new Date()): Promise<WaitingWork> {
  const madeBefore = { createdAt: { lt: now } };
  const [toPack, toConfirm, toReview] = await Promise.all([
    db().order.count({ where: { status: "ORDER_PLACED", ...madeBefore } }),
    db().order.count({ where: { status: "AWAITING_CONFIRMATION", ...madeBefore } }),
    db().returnRequest.count({ where: { status: "REQUESTED", ...madeBefore } }),
  ]);
  return { toPack, toConfirm, toReview };
}
