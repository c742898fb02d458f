import { DAY_MS } from "@/lib/dates";

/**
 * When an order awaiting its bank transfer is released (epoch ms). The order's own deadline is not
 * on the wire; an accepted quote's order is opened with `paymentDays` (BANK_TRANSFER_DAYS) from the
 * moment it is placed (lib/orders/quoted-order.ts), which is the order's date.
 */
export const transferDeadline = (orderDate: number, paymentDays: number): number => orderDate + paymentDays * DAY_MS;
