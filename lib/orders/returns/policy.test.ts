import { describe, expect, it } from "vitest";
import { canMoveReturn, nextReturnStatuses, returnRefund } from "./policy";

const basis = {
  linesValue: 99_800,
  shipping: 13_020,
  shippingRefunded: false,
  orderAmount: 162_720,
  alreadyRefunded: 0,
};

describe("the return policy", () => {
  it("moves a request only along REQUESTED → APPROVED | REJECTED, APPROVED → RECEIVED → REFUNDED", () => {
    expect(nextReturnStatuses("REQUESTED")).toEqual(["APPROVED", "REJECTED"]);
    expect(canMoveReturn("APPROVED", "RECEIVED")).toBe(true);
    expect(canMoveReturn("RECEIVED", "REFUNDED")).toBe(true);
    expect(canMoveReturn("REQUESTED", "REFUNDED")).toBe(false);
    expect(canMoveReturn("APPROVED", "REFUNDED")).toBe(false);
    expect(nextReturnStatuses("REJECTED")).toEqual([]);
    expect(nextReturnStatuses("REFUNDED")).toEqual([]);
  });

  it("pays back the lines, plus the shipping once when the store was at fault", () => {
    expect(returnRefund({ ...basis, reason: "OTHER" })).toEqual({ amount: 99_800, shippingRefunded: false });
    expect(returnRefund({ ...basis, reason: "NOT_AS_DESCRIBED" })).toEqual({ amount: 99_800, shippingRefunded: false });
    expect(returnRefund({ ...basis, reason: "DAMAGED" })).toEqual({ amount: 112_820, shippingRefunded: true });
    expect(returnRefund({ ...basis, reason: "WRONG_ITEM", shippingRefunded: true })).toEqual({
      amount: 99_800,
      shippingRefunded: false,
    });
  });

  it("never pays back more than is left of what the order cost", () => {
    expect(returnRefund({ ...basis, reason: "DAMAGED", alreadyRefunded: 100_000 }).amount).toBe(62_720);
    expect(returnRefund({ ...basis, reason: "OTHER", alreadyRefunded: 162_720 }).amount).toBe(0);
  });
});
