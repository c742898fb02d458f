/**
 * How orders read to shoppers (SPEC §3, §4, §5): the short id, the status tracker, the promised
 * delivery and the order list's search and filters. Pure, for the client screens and tests.
 */
import { promisedDelivery, type DeliveryDays, type PromisedDelivery } from "../delivery/estimate";
import { DELIVERY_TRACK_LABELS } from "./status";

/** The five statuses of a normal order, in order; Cancelled (and anything else) is off the track. */
const ORDER_PROGRESS = DELIVERY_TRACK_LABELS;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The order's page as its confirmation, opened right after placement or a verified payment. */
export const confirmationHref = (orderId: string) => `/orders/${encodeURIComponent(orderId)}?placed=1`;

/** The last 8 characters of the id, upper case. */
export const displayOrderId = (orderId: string) => orderId.slice(-8).toUpperCase();

/** Position among the five statuses / 5 × 100; 0 for Cancelled or an unknown status. */
export function progressPercent(status: string): number {
  const position = ORDER_PROGRESS.indexOf(status as (typeof ORDER_PROGRESS)[number]);
  return position < 0 ? 0 : ((position + 1) / ORDER_PROGRESS.length) * 100;
}

/** Statuses of an order that is not on its way: closed, or not yet placed (its payment or confirmation is due, or it failed). */
const NOT_ON_ITS_WAY = new Set([
  "Delivered",
  "Cancelled",
  "Awaiting Payment",
  "Payment Failed",
  "Awaiting confirmation",
]);

/**
 * The delivery checkout promised, kept in the order, or null unless the order is placed and not
 * yet delivered.
 */
export function estimatedDelivery(order: {
  date: number;
  status: string;
  deliveryInfo: { deliveryDays: DeliveryDays };
}): PromisedDelivery | null {
  return NOT_ON_ITS_WAY.has(order.status) ? null : promisedDelivery(order.date, order.deliveryInfo.deliveryDays);
}

/** Track is offered while an order is on its way (placed, not Delivered or Cancelled). */
export const canTrack = (status: string) => !NOT_ON_ITS_WAY.has(status);

export type TimeFilter = "all" | "week" | "month" | "3months";

/** The time windows, in the filter's order; the screen words them (messages' `orders.time`). */
export const TIME_FILTERS: { value: TimeFilter; days: number | null }[] = [
  { value: "all", days: null },
  { value: "week", days: 7 },
  { value: "month", days: 30 },
  { value: "3months", days: 90 },
];

export interface OrderFilter {
  search: string;
  status: string;
  time: TimeFilter;
}

interface FilterableOrder {
  _id: string;
  date: number;
  status: string;
  items: { name: string }[];
}

/** Search on id or any item name (case-insensitive), then status and time window (SPEC §5). */
export function filterOrders<T extends FilterableOrder>(orders: readonly T[], filter: OrderFilter, now: number): T[] {
  const query = filter.search.trim().toLowerCase();
  const days = TIME_FILTERS.find((option) => option.value === filter.time)?.days ?? null;
  return orders.filter(
    (order) =>
      (!query ||
        order._id.toLowerCase().includes(query) ||
        order.items.some((item) => item.name.toLowerCase().includes(query))) &&
      (filter.status === "all" || order.status === filter.status) &&
      (days === null || order.date >= now - days * DAY_MS),
  );
}
