/**
 * A customer asks to return units of a delivered order. Every rule is checked under the order's
 * row lock, so two requests sent at once cannot both claim the same unit.
 */
import "server-only";
import { badRequest, conflict } from "../../http/errors";
import type { ReturnRequestInput } from "../../validation/order-changes";
import { emit, runOrderTransaction, type OrderTransaction } from "../lifecycle/order-transaction";
import { lockReturnableOrder } from "./eligibility";
import { holdsUnits } from "./policy";
import { storedDestination } from "./refund-destination";
import { attachReturnPhotos } from "./return-photos";
import { validationMessage } from "../../validation/error-messages";

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
  return runOrderTransaction(async (transaction) => {
    const order = await lockReturnableOrder(transaction, userId, input.orderId, now);
    const { tx } = transaction;
    const lines = await tx.orderItem.findMany({ where: { orderId: order.id }, select: { id: true, quantity: true } });
    const claimed = await unitsClaimed(transaction, order.id);
    for (const { orderItemId, quantity } of input.items) {
      const line = lines.find((candidate) => candidate.id === orderItemId);
      if (!line) throw badRequest(validationMessage("returnItemUnknown"));
      const left = line.quantity - (claimed.get(line.id) ?? 0);
      if (quantity > left) {
        throw conflict(
          left === 0 ? "This item has already been returned" : `Only ${left} of this item can be returned`,
        );
      }
    }
    // Cash on delivery: the store holds no account of the customer's, so it asks where the money goes
    // now, before any refund is promised. Paid online, it goes back the way it came, unless the
    // customer takes it as store credit (any order may).
    const paidOnDelivery = order.paymentMethod === "COD";
    if (paidOnDelivery && !input.refundTo) throw badRequest(validationMessage("refundToRequired"));
    const asked = paidOnDelivery || input.refundTo?.method === "STORE_CREDIT";
    const destination = asked && input.refundTo ? await storedDestination(input.refundTo) : {};
    await attachReturnPhotos(transaction, { userId, orderId: order.id, photos: input.photos }, now);
    const request = await tx.returnRequest.create({
      data: {
        orderId: order.id,
        reason: input.reason,
        details: input.details,
        photos: input.photos,
        ...destination,
        items: { create: input.items },
        statusChanges: { create: { toStatus: "REQUESTED", changedById: userId } },
      },
      select: { id: true },
    });
    await emit(transaction, { type: "order.return_requested", orderId: order.id, returnRequestId: request.id });
    return request.id;
  });
}
