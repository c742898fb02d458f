import { describe, expect, it } from "vitest";
import { canMove, nextStatuses } from "./status-machine";

describe("order status machine", () => {
  it("moves forward along the delivery track or cancels", () => {
    expect(nextStatuses("ORDER_PLACED")).toEqual(["PACKING", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED", "CANCELLED"]);
    expect(nextStatuses("OUT_FOR_DELIVERY")).toEqual(["DELIVERED", "CANCELLED"]);
    expect(canMove("PACKING", "SHIPPED")).toBe(true);
  });

  it("never moves backwards", () => {
    expect(canMove("DELIVERED", "PACKING")).toBe(false);
    expect(canMove("SHIPPED", "PACKING")).toBe(false);
    expect(canMove("PACKING", "PACKING")).toBe(false);
  });

  it("leaves closed orders and the payment flow's orders alone", () => {
    for (const closed of ["DELIVERED", "CANCELLED", "PAYMENT_FAILED", "AWAITING_PAYMENT"] as const) {
      expect(nextStatuses(closed)).toEqual([]);
    }
  });
});
