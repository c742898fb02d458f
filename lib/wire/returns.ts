/**
 * The returns section of an order on the wire (GET /api/order/returns): rupee numbers, epoch
 * milliseconds, statuses by their labels. The route writes it with toOrderReturnsJson; the order
 * page reads it with these same schemas.
 */
import { z } from "zod";
import { toRupeeNumber } from "../money";
import type { ReturnView } from "../orders/returns/read-returns";
import { REASON_LABELS, RETURN_REASONS, RETURN_STATUS_LABELS, RETURN_STATUSES } from "../orders/returns/policy";

export const returnRequestJson = z.object({
  _id: z.string(),
  status: z.enum(RETURN_STATUSES),
  statusLabel: z.string(),
  reason: z.enum(RETURN_REASONS),
  reasonLabel: z.string(),
  details: z.string(),
  photos: z.array(z.string()),
  refundAmount: z.number().nullable(),
  /** Cash on delivery: where the refund goes, masked ("as••••@okaxis", "A/c ••••1234, SBIN0001234"); null otherwise. */
  refundTo: z.string().nullable(),
  /** The refund goes to the customer's store credit (issue #34), whatever the order was paid with. */
  toStoreCredit: z.boolean(),
  items: z.array(z.object({ orderItemId: z.string(), name: z.string(), quantity: z.number() })),
  history: z.array(z.object({ status: z.string(), note: z.string().nullable(), date: z.number() })),
  date: z.number(),
});

export const orderReturnsJson = z.object({
  /** Epoch milliseconds; null until the order is delivered. */
  deliveredAt: z.number().nullable(),
  windowEndsAt: z.number().nullable(),
  canRequest: z.boolean(),
  /** Paid on delivery: a request must say where the refund goes (`refundTo`). */
  refundDestinationRequired: z.boolean(),
  lines: z.array(z.object({ orderItemId: z.string(), name: z.string(), quantity: z.number(), returnable: z.number() })),
  requests: z.array(returnRequestJson),
});
export type OrderReturnsJson = z.infer<typeof orderReturnsJson>;

export const orderReturnsResponse = z.object({ returns: orderReturnsJson });

/** A return photo stored for a request still to be sent (POST /api/order/returns/photos). */
export const returnPhotoResponse = z.object({ path: z.string() });

const toRequestJson = (request: ReturnView): z.infer<typeof returnRequestJson> => ({
  _id: request.id,
  status: request.status,
  statusLabel: RETURN_STATUS_LABELS[request.status],
  reason: request.reason,
  reasonLabel: REASON_LABELS[request.reason],
  details: request.details,
  photos: request.photos,
  refundAmount: request.refundAmount === null ? null : toRupeeNumber(request.refundAmount),
  refundTo: request.refundTo,
  toStoreCredit: request.toStoreCredit,
  items: request.items.map(({ orderItemId, name, quantity }) => ({ orderItemId, name, quantity })),
  // The customer sees the operators' notes, not their names.
  history: request.history.map(({ status, note, at }) => ({
    status: RETURN_STATUS_LABELS[status],
    note,
    date: at.getTime(),
  })),
  date: request.createdAt.getTime(),
});

export function toOrderReturnsJson(view: {
  deliveredAt: Date | null;
  windowEndsAt: Date | null;
  canRequest: boolean;
  paidOnDelivery: boolean;
  lines: OrderReturnsJson["lines"];
  requests: ReturnView[];
}): OrderReturnsJson {
  return {
    deliveredAt: view.deliveredAt?.getTime() ?? null,
    windowEndsAt: view.windowEndsAt?.getTime() ?? null,
    canRequest: view.canRequest,
    refundDestinationRequired: view.paidOnDelivery,
    lines: view.lines,
    requests: view.requests.map(toRequestJson),
  };
}
