/**
 * A bulk action on orders (mark packed, book courier): each order on its own — its own
 * transaction, its own refusal — one after another, so one refusal stops no other, and the
 * operator is told which went ahead and why each other one did not.
 */
import "server-only";
import { DomainError } from "../http/errors";
import { log } from "../log";
import { displayOrderId } from "../orders/order-view";
import type { ActionResult } from "./action-result";

export interface BulkOutcome {
  /** The orders the action went ahead for, in the order asked. */
  done: string[];
  /** Each other order, with the reason in words. */
  refused: { orderId: string; reason: string }[];
}

/**
 * Runs `work` for each order in turn. A refusal (`isRefusal`: the domain's, by default) is reported
 * in its own words; anything else is a bug, logged, and reported without its details.
 */
export async function forEachOrder(
  orderIds: readonly string[],
  work: (orderId: string) => Promise<unknown>,
  {
    action,
    isRefusal = (error) => error instanceof DomainError,
  }: { action: string; isRefusal?: (error: unknown) => boolean },
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], refused: [] };
  for (const orderId of orderIds) {
    try {
      await work(orderId);
      outcome.done.push(orderId);
    } catch (error) {
      const known = isRefusal(error);
      if (!known) log.error("bulk_order_action_failed", { action, orderId, error });
      outcome.refused.push({
        orderId,
        reason: known ? (error as Error).message : `${action} failed: see the server's log`,
      });
    }
  }
  return outcome;
}

/** How each action's outcome is worded. */
export const PACKED = { did: "Packed", didNot: "not packed" };
export const BOOKED = { did: "Booked", didNot: "not booked" };

/** "Packed 2 orders", or, when any was refused, "Packed 1; not packed: #A1B2C3D4: <reason>; …". */
export function describeOutcome(
  { done, refused }: BulkOutcome,
  { did, didNot }: { did: string; didNot: string },
): ActionResult {
  if (refused.length === 0)
    return { ok: true, message: `${did} ${done.length} ${done.length === 1 ? "order" : "orders"}` };
  const reasons = refused.map(({ orderId, reason }) => `#${displayOrderId(orderId)}: ${reason}`).join("; ");
  return { ok: false, message: `${did} ${done.length}; ${didNot}: ${reasons}` };
}
