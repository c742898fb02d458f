/**
 * One order, however many tabs: a placement of exactly the lines the account ordered minutes ago
 * (checkout open in two tabs, a Back from PhonePe's page) is refused with 409 and the earlier
 * order's id, unless the shopper has confirmed they want another. An order still waiting for its
 * online payment is offered instead of being forgotten. Runs in the placement's transaction after
 * the account's row is locked (./account-lock.ts), so two tabs placing at once are decided one
 * after the other.
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { DomainError } from "../http/errors";
import { validationMessage } from "../validation/error-messages";

/** How long the same lines count as the order just placed rather than a new one. */
export const REPEAT_WINDOW_MINUTES = 15;

const sameLines = (
  items: { productId: string | null; quantity: number }[],
  quantities: ReadonlyMap<string, number>,
) => {
  const ordered = new Map<string, number>();
  // A line whose product was deleted since matches nothing.
  for (const { productId, quantity } of items)
    if (productId) ordered.set(productId, (ordered.get(productId) ?? 0) + quantity);
  return ordered.size === quantities.size && [...quantities].every(([id, quantity]) => ordered.get(id) === quantity);
};

/** Refuses (409, naming the earlier order) an unconfirmed repeat of a recent order of the account. */
export async function refuseUnconfirmedRepeat(
  tx: Prisma.TransactionClient,
  userId: string,
  quantities: ReadonlyMap<string, number>,
): Promise<void> {
  const recent = await tx.order.findMany({
    where: {
      userId,
      createdAt: { gte: new Date(Date.now() - REPEAT_WINDOW_MINUTES * 60_000) },
      // An order not yet on its way: one shipped, delivered, cancelled or failed is no double tap.
      status: { in: ["AWAITING_PAYMENT", "AWAITING_CONFIRMATION", "ORDER_PLACED", "PACKING"] },
    },
    orderBy: { createdAt: "desc" },
    select: { id: true, status: true, createdAt: true, items: { select: { productId: true, quantity: true } } },
  });
  const repeated = recent.find((order) => sameLines(order.items, quantities));
  if (!repeated) return;
  const awaitingPayment = repeated.status === "AWAITING_PAYMENT";
  throw new DomainError(
    409,
    validationMessage(awaitingPayment ? "repeatAwaitingPayment" : "repeatOrder"),
    {},
    {
      repeatOf: repeated.id,
      placedAt: repeated.createdAt.toISOString(),
      awaitingPayment,
    },
  );
}
