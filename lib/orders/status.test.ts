import { describe, expect, it } from "vitest";
import { OrderStatus } from "../generated/prisma/enums";
import {
  canMove,
  DELIVERY_TRACK,
  holdsStock,
  movesTo,
  nextStatuses,
  skippedSteps,
  UNSHIPPED_STATUSES,
  type ActorKind,
} from "./status";

const DELIVERY_OUTCOMES = [
  ["SHIPPED", "DELIVERY_FAILED"],
  ["SHIPPED", "RETURNING"],
  ["OUT_FOR_DELIVERY", "DELIVERY_FAILED"],
  ["OUT_FOR_DELIVERY", "RETURNING"],
  ["DELIVERY_FAILED", "OUT_FOR_DELIVERY"],
  ["DELIVERY_FAILED", "DELIVERED"],
  ["DELIVERY_FAILED", "RETURNING"],
  ["RETURNING", "RETURNED"],
] as const satisfies readonly (readonly [OrderStatus, OrderStatus])[];

/** Every move the lifecycle allows, and who may make it; anything else is refused. */
const ALLOWED: (readonly [OrderStatus, OrderStatus, ActorKind])[] = [
  ["AWAITING_PAYMENT", "ORDER_PLACED", "system"],
  ["AWAITING_PAYMENT", "PAYMENT_FAILED", "system"],
  // Cash on delivery waits for its customer's confirmation: answered, cancelled, or expired by the store.
  ["AWAITING_CONFIRMATION", "ORDER_PLACED", "customer"],
  ["AWAITING_CONFIRMATION", "CANCELLED", "customer"],
  ["AWAITING_CONFIRMATION", "AWAITING_PAYMENT", "customer"],
  ["AWAITING_CONFIRMATION", "ORDER_PLACED", "admin"],
  ["AWAITING_CONFIRMATION", "CANCELLED", "admin"],
  ["AWAITING_CONFIRMATION", "CANCELLED", "system"],
  ["ORDER_PLACED", "PACKING", "admin"],
  ["ORDER_PLACED", "SHIPPED", "admin"],
  ["ORDER_PLACED", "OUT_FOR_DELIVERY", "admin"],
  ["ORDER_PLACED", "DELIVERED", "admin"],
  ["ORDER_PLACED", "CANCELLED", "admin"],
  ["PACKING", "SHIPPED", "admin"],
  ["PACKING", "OUT_FOR_DELIVERY", "admin"],
  ["PACKING", "DELIVERED", "admin"],
  ["PACKING", "CANCELLED", "admin"],
  ["SHIPPED", "OUT_FOR_DELIVERY", "admin"],
  ["SHIPPED", "DELIVERED", "admin"],
  ["SHIPPED", "CANCELLED", "admin"],
  ["OUT_FOR_DELIVERY", "DELIVERED", "admin"],
  ["OUT_FOR_DELIVERY", "CANCELLED", "admin"],
  // A failed attempt and a parcel coming back, recorded by hand.
  ...DELIVERY_OUTCOMES.map(([from, to]) => [from, to, "admin"] as const),
  // The courier's scans: forward along the track (a missed scan skips steps) and the outcomes, never a cancellation.
  ...(
    [
      ["ORDER_PLACED", "SHIPPED"],
      ["ORDER_PLACED", "OUT_FOR_DELIVERY"],
      ["ORDER_PLACED", "DELIVERED"],
      ["ORDER_PLACED", "PACKING"],
      ["PACKING", "SHIPPED"],
      ["PACKING", "OUT_FOR_DELIVERY"],
      ["PACKING", "DELIVERED"],
      ["SHIPPED", "OUT_FOR_DELIVERY"],
      ["SHIPPED", "DELIVERED"],
      ["OUT_FOR_DELIVERY", "DELIVERED"],
      ...DELIVERY_OUTCOMES,
    ] as const
  ).map(([from, to]) => [from, to, "courier"] as const),
  // The customer cancels their own order until it ships.
  ["AWAITING_PAYMENT", "CANCELLED", "customer"],
  ["ORDER_PLACED", "CANCELLED", "customer"],
  ["PACKING", "CANCELLED", "customer"],
  // The customer recovers an unpaid order: a new payment attempt, or cash on delivery instead (to be confirmed).
  ["PAYMENT_FAILED", "AWAITING_PAYMENT", "customer"],
  ["PAYMENT_FAILED", "AWAITING_CONFIRMATION", "customer"],
  ["AWAITING_PAYMENT", "AWAITING_CONFIRMATION", "customer"],
];

const statuses = Object.values(OrderStatus);
const actors: ActorKind[] = ["customer", "admin", "system", "courier"];
const isAllowed = (from: OrderStatus, to: OrderStatus, by: ActorKind) =>
  ALLOWED.some(([f, t, b]) => f === from && t === to && b === by);
const refused = statuses.flatMap((from) =>
  statuses.flatMap((to) => actors.flatMap((by) => (isAllowed(from, to, by) ? [] : [[from, to, by] as const]))),
);

describe("order status machine", () => {
  it.each(ALLOWED)("allows %s → %s by the %s", (from, to, by) => {
    expect(canMove(from, to, by)).toBe(true);
  });

  it.each(refused)("refuses %s → %s by the %s", (from, to, by) => {
    expect(canMove(from, to, by)).toBe(false);
  });

  it("offers an operator the later track statuses in order, Cancelled last", () => {
    expect(nextStatuses("ORDER_PLACED")).toEqual(["PACKING", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED", "CANCELLED"]);
    expect(nextStatuses("OUT_FOR_DELIVERY")).toEqual(["DELIVERED", "DELIVERY_FAILED", "RETURNING", "CANCELLED"]);
    expect(nextStatuses("DELIVERY_FAILED")).toEqual(["OUT_FOR_DELIVERY", "DELIVERED", "RETURNING"]);
    // Unconfirmed cash on delivery: confirmed after a call, or cancelled; never packed.
    expect(nextStatuses("AWAITING_CONFIRMATION")).toEqual(["ORDER_PLACED", "CANCELLED"]);
    for (const closed of ["DELIVERED", "CANCELLED", "RETURNED", "PAYMENT_FAILED", "AWAITING_PAYMENT"] as const) {
      expect(nextStatuses(closed)).toEqual([]);
    }
  });

  it("finds the courier's fewest moves to where the scans say a parcel is", () => {
    expect(movesTo("PACKING", "DELIVERED", "courier")).toEqual(["DELIVERED"]);
    expect(movesTo("PACKING", "RETURNED", "courier")).toEqual(["SHIPPED", "RETURNING", "RETURNED"]);
    expect(movesTo("DELIVERY_FAILED", "OUT_FOR_DELIVERY", "courier")).toEqual(["OUT_FOR_DELIVERY"]);
    expect(movesTo("DELIVERED", "RETURNING", "courier")).toBeNull();
    expect(movesTo("CANCELLED", "SHIPPED", "courier")).toBeNull();
  });

  it("names the steps a move jumps over, none for the next step or a cancellation", () => {
    expect(skippedSteps("ORDER_PLACED", "DELIVERED")).toEqual(["PACKING", "SHIPPED", "OUT_FOR_DELIVERY"]);
    expect(skippedSteps("ORDER_PLACED", "PACKING")).toEqual([]);
    expect(skippedSteps("PACKING", "CANCELLED")).toEqual([]);
  });

  it("holds stock in every status but a failed payment, a cancellation and a parcel back at the store", () => {
    expect(statuses.filter((status) => !holdsStock(status))).toEqual(["PAYMENT_FAILED", "CANCELLED", "RETURNED"]);
  });

  it("counts as open every status that holds stock before the order ships", () => {
    const shipped = [...DELIVERY_TRACK.slice(DELIVERY_TRACK.indexOf("SHIPPED")), "DELIVERY_FAILED", "RETURNING"];
    const open = statuses.filter((status) => holdsStock(status) && !(shipped as OrderStatus[]).includes(status));
    expect([...UNSHIPPED_STATUSES]).toEqual(open);
  });
});
