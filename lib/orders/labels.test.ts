import { describe, expect, it } from "vitest";
import { orders } from "@/messages/en/orders";
import { orders as hindiOrders } from "@/messages/hi/orders";
import { PAYMENT_METHOD_VALUES } from "./payment-method";
import { paymentLabel } from "./payment-label";
import { REASON_LABELS, RETURN_REASONS, RETURN_STATUS_LABELS, RETURN_STATUSES, returnStatusOf } from "./returns/policy";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, orderStatusLabel, orderStatusOf } from "./status";

/**
 * The shopper's screens read statuses by the API's English labels and word them through the
 * messages: every label must lead back to its code, and the English messages must say exactly
 * what the API and the admin area say.
 */
describe("order statuses on the shopper's screens", () => {
  it("leads every API label back to its status, and nothing else", () => {
    for (const status of ORDER_STATUSES) expect(orderStatusOf(orderStatusLabel(status))).toBe(status);
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual(ORDER_STATUS_LABELS);
    expect(orderStatusOf("Lost in transit")).toBeNull();
  });

  it("words each status in English as the API labels it, and in Hindi", () => {
    for (const status of ORDER_STATUSES) {
      expect(orders.status[status]).toBe(orderStatusLabel(status));
      expect(hindiOrders.status[status]).not.toBe(orders.status[status]);
    }
  });

  it("words how an order is paid in English as the API does", () => {
    for (const method of PAYMENT_METHOD_VALUES) {
      expect(orders.payment[method].paid).toBe(paymentLabel(method, true));
      expect(orders.payment[method].unpaid).toBe(paymentLabel(method, false));
    }
  });
});

describe("returns on the shopper's screens", () => {
  it("leads every history label back to its status", () => {
    for (const status of RETURN_STATUSES) expect(returnStatusOf(RETURN_STATUS_LABELS[status])).toBe(status);
    expect(returnStatusOf("Lost")).toBeNull();
  });

  it("words statuses and reasons in English as the API labels them", () => {
    for (const status of RETURN_STATUSES) expect(orders.returns.status[status]).toBe(RETURN_STATUS_LABELS[status]);
    for (const reason of RETURN_REASONS) expect(orders.returns.reasons[reason]).toBe(REASON_LABELS[reason]);
  });
});
