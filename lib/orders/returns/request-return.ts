/**
 * A customer asks to return units of a delivered order. Every rule is checked under the order's
 * row lock, so two requests sent at once cannot both claim the same unit.
 */
import "server-only";
import { conflict, notFound, badRequest } from "../../http/errors";
import { readUploadedImage } from "../../media/uploads";
import type { ReturnRequestInput } from "../../validation/order-changes";
import { emit, runOrderTransaction, type OrderTransaction } from "../lifecycle/order-transaction";
import { lockOrder } from "../lifecycle/transition";
import { holdsUnits, RETURN_WINDOW_DAYS, returnWindowEnds } from "./policy";

/** When the order was delivered: the time of its move to Delivered. */
export async function deliveredAt({ tx }: OrderTransaction, orderId: string): Promise<Date | null> {
  const change = await tx.orderStatusChange.findFirst({
    where: { orderId, toStatus: "DELIVERED" },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  return change?.createdAt ?? null;
}

/** Units of each order line already claimed by a return that was not rejected. */
export async function unitsClaimed({ tx }: OrderTransaction, orderId: string): Promise<Map<string, number>> {
  const claimed = await tx.returnItem.findMany({
    where: { returnRequest: { orderId } },
    select: { orderItemId: true, quantity: true, returnRequest: { select: { status: true } } },
  });
  const units = new Map<string, number>();
  for (const { orderItemId, quantity, returnRequest } of claimed) {
    if (holdsUnits(returnRequest.status)) units.set(orderItemId, (units.get(orderItemId) ?? 0) + quantity);
  }
  return units;
}

/** Opens a return request on the caller's own delivered order; answers its id. */
export async function requestReturn(userId: string, input: ReturnRequestInput, now = new Date()): Promise<string> {
  for (const photo of input.photos) {
    if (!(await readUploadedImage(photo.slice("/uploads/".length)))) throw badRequest("Upload the photos first");
  }
  return runOrderTransaction(async (transaction) => {
    const order = await lockOrder(transaction, input.orderId);
    if (order.userId !== userId) throw notFound("Order not found");
    if (order.status !== "DELIVERED") throw conflict("Only a delivered order can be returned");
    const delivered = await deliveredAt(transaction, order.id);
    if (!delivered || now > returnWindowEnds(delivered)) {
      throw conflict(`Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery`);
    }
    const { tx } = transaction;
    const lines = await tx.orderItem.findMany({ where: { orderId: order.id }, select: { id: true, quantity: true } });
    const claimed = await unitsClaimed(transaction, order.id);
    for (const { orderItemId, quantity } of input.items) {
      const line = lines.find((candidate) => candidate.id === orderItemId);
      if (!line) throw badRequest("An item is not part of this order");
      const left = line.quantity - (claimed.get(line.id) ?? 0);
      if (quantity > left) {
        throw conflict(
          left === 0 ? "This item has already been returned" : `Only ${left} of this item can be returned`,
        );
      }
    }
    const request = await tx.returnRequest.create({
      data: {
        orderId: order.id,
        reason: input.reason,
        details: input.details,
        photos: input.photos,
        items: { create: input.items },
        statusChanges: { create: { toStatus: "REQUESTED", changedById: userId } },
      },
      select: { id: true },
    });
    await emit(transaction, { type: "order.return_requested", orderId: order.id, returnRequestId: request.id });
    return request.id;
  });
}
