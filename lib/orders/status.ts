/**
 * An order's statuses, their labels (SPEC §4) and the moves between them, defined once. Pure, so
 * the lifecycle (lib/orders/lifecycle/), the admin area and the shopper's screens share it.
 *
 * An online order waits for its payment, which the payment flow (the "system") settles: paid and
 * placed, or failed. A placed order moves forward along the delivery track, skipping steps if the
 * operator wants, or is cancelled before it is delivered. Its customer may cancel it themselves
 * until it ships — awaiting payment too: the abandoned payment's stock comes back at once, and a
 * payment that still arrives later is refunded by settlement. A customer whose payment failed or
 * is still open may also recover the order: retry the payment (Payment Failed → Awaiting Payment,
 * its stock taken again) or pay on delivery instead (→ Awaiting confirmation, lib/orders/pay-on-delivery.ts).
 * Nothing leaves Delivered or Cancelled.
 *
 * A cash on delivery order waits for its customer to confirm it (issue #33) before it is offered
 * for packing: Awaiting confirmation → Order Placed (the customer's answer on any channel, or an
 * operator after a phone call). Unconfirmed, it is cancelled (by its customer, an operator, or the
 * system when it expires), or switched by its customer to paying online (→ Awaiting Payment).
 *
 * The courier's scans (lib/shipping/) move a booked order on its own: shipped, out for delivery,
 * delivered, or a failed attempt (an NDR) after which it is delivered after all or comes back
 * (RTO): Returning to seller, then Returned to seller, which gives its stock back. An operator
 * shipping by hand records the same moves.
 */
import type { OrderStatus, PaymentMethod } from "../generated/prisma/enums";

/** Every status with its label, in the order the screens list them. */
export const STATUS_LABELS = {
  AWAITING_PAYMENT: "Awaiting Payment",
  PAYMENT_FAILED: "Payment Failed",
  AWAITING_CONFIRMATION: "Awaiting confirmation",
  ORDER_PLACED: "Order Placed",
  PACKING: "Packing",
  SHIPPED: "Shipped",
  OUT_FOR_DELIVERY: "Out for delivery",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
  DELIVERY_FAILED: "Delivery attempt failed",
  RETURNING: "Returning to seller",
  RETURNED: "Returned to seller",
} as const satisfies Record<OrderStatus, string>;

export type OrderStatusLabel = (typeof STATUS_LABELS)[OrderStatus];

export const orderStatusLabel = (status: OrderStatus): OrderStatusLabel => STATUS_LABELS[status];

/** The labels of every status: the order JSON's `status` (SPEC §7). */
export const ORDER_STATUS_LABELS = Object.values(STATUS_LABELS);

/** Every status, in the order the screens list them (the browser cannot import Prisma's enums). */
export const ORDER_STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];

/**
 * The status an order JSON's label names, or null for an unknown one: the shopper's screens read
 * statuses by their English labels and show them in the page's language (messages' `orders.status`).
 */
export const orderStatusOf = (label: string): OrderStatus | null =>
  ORDER_STATUSES.find((status) => STATUS_LABELS[status] === label) ?? null;

/** The five statuses of a normal order, in order. */
export const DELIVERY_TRACK = [
  "ORDER_PLACED",
  "PACKING",
  "SHIPPED",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
] as const satisfies readonly OrderStatus[];

export const DELIVERY_TRACK_LABELS = DELIVERY_TRACK.map(orderStatusLabel);

/** Who moves an order: its customer (placing or cancelling it), an operator, the payment flow or the courier's scans. */
export type ActorKind = "customer" | "admin" | "system" | "courier";

/** The status an order starts in, by how it is paid. */
export const INITIAL_STATUS: Record<PaymentMethod, OrderStatus> = {
  COD: "AWAITING_CONFIRMATION",
  PHONEPE: "AWAITING_PAYMENT",
  CREDIT: "ORDER_PLACED",
  BANK_TRANSFER: "AWAITING_PAYMENT",
};

/** The payment flow settles a payment; the confirmation sweep cancels an order never confirmed. */
const SYSTEM_MOVES: Partial<Record<OrderStatus, OrderStatus[]>> = {
  AWAITING_PAYMENT: ["ORDER_PLACED", "PAYMENT_FAILED"],
  AWAITING_CONFIRMATION: ["CANCELLED"],
};

/**
 * A customer's own moves before their order is under way: pay again, pay on delivery instead
 * (then confirm it), or pay online instead of on delivery.
 */
const CUSTOMER_MOVES: Partial<Record<OrderStatus, OrderStatus[]>> = {
  AWAITING_PAYMENT: ["AWAITING_CONFIRMATION"],
  PAYMENT_FAILED: ["AWAITING_PAYMENT", "AWAITING_CONFIRMATION"],
  AWAITING_CONFIRMATION: ["ORDER_PLACED", "AWAITING_PAYMENT"],
};

/** After a failed attempt the parcel goes out again, is delivered after all, or comes back; coming back ends at the store. */
const DELIVERY_OUTCOME_MOVES: Partial<Record<OrderStatus, OrderStatus[]>> = {
  SHIPPED: ["DELIVERY_FAILED", "RETURNING"],
  OUT_FOR_DELIVERY: ["DELIVERY_FAILED", "RETURNING"],
  DELIVERY_FAILED: ["OUT_FOR_DELIVERY", "DELIVERED", "RETURNING"],
  RETURNING: ["RETURNED"],
};

/** The statuses `by` may move an order in `from` to: track order, the delivery's outcomes, Cancelled last. */
export function nextStatuses(from: OrderStatus, by: ActorKind = "admin"): OrderStatus[] {
  if (by === "system") return SYSTEM_MOVES[from] ?? [];
  if (by === "customer") return [...(CUSTOMER_MOVES[from] ?? []), ...(isUnshipped(from) ? ["CANCELLED" as const] : [])];
  // An operator confirms a cash on delivery order after calling its customer, or cancels it; never packs it unconfirmed.
  if (from === "AWAITING_CONFIRMATION") return by === "admin" ? ["ORDER_PLACED", "CANCELLED"] : [];
  const outcomes = DELIVERY_OUTCOME_MOVES[from] ?? [];
  const position = DELIVERY_TRACK.indexOf(from as (typeof DELIVERY_TRACK)[number]);
  if (position < 0 || from === "DELIVERED") return outcomes;
  const ahead = DELIVERY_TRACK.slice(position + 1);
  // The courier never cancels; a scan missed on the way may skip steps (Shipped → Delivered).
  return by === "courier" ? [...ahead, ...outcomes] : [...ahead, ...outcomes, "CANCELLED"];
}

export const canMove = (from: OrderStatus, to: OrderStatus, by: ActorKind): boolean =>
  nextStatuses(from, by).includes(to);

/**
 * The fewest moves `by` makes from `from` to `to` (excluding `from`), or null when none lead
 * there: a courier's scans read late may find a packed order already coming back (Packing →
 * Shipped → Returning to seller → Returned to seller).
 */
export function movesTo(from: OrderStatus, to: OrderStatus, by: ActorKind): OrderStatus[] | null {
  const paths = new Map<OrderStatus, OrderStatus[]>([[from, []]]);
  const queue: OrderStatus[] = [from];
  for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
    if (status === to) return paths.get(status)!;
    for (const next of nextStatuses(status, by)) {
      if (paths.has(next)) continue;
      paths.set(next, [...paths.get(status)!, next]);
      queue.push(next);
    }
  }
  return null;
}

/**
 * The track statuses an operator's move jumps over (Order Placed → Delivered skips three): the
 * admin form asks for confirmation when there are any.
 */
export function skippedSteps(from: OrderStatus, to: OrderStatus): OrderStatus[] {
  const track: readonly OrderStatus[] = DELIVERY_TRACK;
  const [start, end] = [track.indexOf(from), track.indexOf(to)];
  return start < 0 || end <= start ? [] : track.slice(start + 1, end);
}

/** Whether an order in this status keeps its items' stock reserved (leaving it gives them back). */
export const holdsStock = (status: OrderStatus): boolean =>
  status !== "PAYMENT_FAILED" && status !== "CANCELLED" && status !== "RETURNED";

/** Whether an order in this status has ended without being delivered: its invoice is credited, a payment refunded. */
export const endsUndelivered = (status: OrderStatus): boolean => status === "CANCELLED" || status === "RETURNED";

/**
 * The statuses of an open order: it holds its stock and has not left the warehouse yet (the
 * limits on cash on delivery count these).
 */
export const UNSHIPPED_STATUSES = [
  "AWAITING_PAYMENT",
  "AWAITING_CONFIRMATION",
  "ORDER_PLACED",
  "PACKING",
] as const satisfies readonly OrderStatus[];

const isUnshipped = (status: OrderStatus) => (UNSHIPPED_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * The statuses of an order the store has not been told of: its inbox hears of an order once it is
 * confirmed or paid (lib/mail/orders/messages.ts), so leaving one of these is no news to the store.
 */
const UNANNOUNCED_STATUSES: readonly OrderStatus[] = ["AWAITING_PAYMENT", "PAYMENT_FAILED", "AWAITING_CONFIRMATION"];

export const storeKnowsOf = (status: OrderStatus): boolean => !UNANNOUNCED_STATUSES.includes(status);

/** Whether the customer may still cancel an order in this status themselves. */
export const customerMayCancel = (status: OrderStatus): boolean => canMove(status, "CANCELLED", "customer");

/** The same, for the shopper's screens, which read statuses by their labels (lib/wire/order.ts). */
export const customerMayCancelLabel = (label: string): boolean =>
  UNSHIPPED_STATUSES.some((status) => orderStatusLabel(status) === label);

/**
 * Where the customer may cancel some units, the rest going ahead (lib/orders/cancel-items.ts):
 * placed and not yet paid for online in flight, up to packing (and only until the parcel is booked).
 */
export const ITEMS_CANCELLABLE_STATUSES: readonly OrderStatus[] = ["AWAITING_CONFIRMATION", "ORDER_PLACED", "PACKING"];

export const customerMayCancelItemsLabel = (label: string): boolean =>
  ITEMS_CANCELLABLE_STATUSES.some((status) => orderStatusLabel(status) === label);
