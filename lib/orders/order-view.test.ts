import { describe, expect, it } from "vitest";
import {
  canTrack,
  confirmationHref,
  displayOrderId,
  estimatedDelivery,
  filterOrders,
  progressPercent,
} from "./order-view";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 6, 0);

const orders = [
  { _id: "cm5qa0f3p0002w8e1n6y2c9tu", date: NOW - 2 * DAY, status: "Order Placed", items: [{ name: "Trigno Card" }] },
  { _id: "cm5qa0f3p0002w8e1n6yzzzzz", date: NOW - 20 * DAY, status: "Delivered", items: [{ name: "Coordinate" }] },
  { _id: "cm5qa0f3p0002w8e1n6yaaaaa", date: NOW - 60 * DAY, status: "Cancelled", items: [{ name: "Operator Set" }] },
  { _id: "cm5qa0f3p0002w8e1n6ybbbbb", date: NOW - 200 * DAY, status: "Shipped", items: [{ name: "Trigonik" }] },
];

describe("order view", () => {
  it("shows the last 8 characters of the id in capitals", () => {
    expect(displayOrderId("cm5qa0f3p0002w8e1n6y2c9tu")).toBe("N6Y2C9TU");
  });

  it("opens a placed order as its confirmation", () => {
    expect(confirmationHref("cm5qa0f3p0002w8e1n6y2c9tu")).toBe("/orders/cm5qa0f3p0002w8e1n6y2c9tu?placed=1");
  });

  it("measures progress along the five statuses", () => {
    expect(progressPercent("Order Placed")).toBe(20);
    expect(progressPercent("Out for delivery")).toBe(80);
    expect(progressPercent("Delivered")).toBe(100);
    expect(progressPercent("Cancelled")).toBe(0);
    expect(progressPercent("Awaiting Payment")).toBe(0);
  });

  it("estimates delivery as checkout promised it (the order's stored estimate) until it is closed", () => {
    const deliveryInfo = { deliveryDays: { min: 3, max: 4 } };
    expect(estimatedDelivery({ date: NOW, status: "Shipped", deliveryInfo })).toEqual({
      days: "3-4 days",
      range: { min: 3, max: 4 },
      by: new Date(NOW + 4 * DAY),
    });
    expect(estimatedDelivery({ date: NOW, status: "Delivered", deliveryInfo })).toBeNull();
    expect(canTrack("Packing")).toBe(true);
    expect(canTrack("Cancelled")).toBe(false);
  });

  it("shows no estimate and no Track for an order whose payment is due or failed", () => {
    for (const status of ["Awaiting Payment", "Payment Failed"]) {
      expect(estimatedDelivery({ date: NOW, status, deliveryInfo: { deliveryDays: { min: 3, max: 4 } } })).toBeNull();
      expect(canTrack(status)).toBe(false);
    }
  });

  it("searches ids and item names without regard to case", () => {
    expect(filterOrders(orders, { search: "TRIG", status: "all", time: "all" }, NOW)).toHaveLength(2);
    expect(filterOrders(orders, { search: "ZZZZZ", status: "all", time: "all" }, NOW).map((o) => o.status)).toEqual([
      "Delivered",
    ]);
  });

  it("filters by status and by time window", () => {
    expect(filterOrders(orders, { search: "", status: "Cancelled", time: "all" }, NOW)).toHaveLength(1);
    expect(filterOrders(orders, { search: "", status: "all", time: "week" }, NOW)).toHaveLength(1);
    expect(filterOrders(orders, { search: "", status: "all", time: "month" }, NOW)).toHaveLength(2);
    expect(filterOrders(orders, { search: "", status: "all", time: "3months" }, NOW)).toHaveLength(3);
  });
});
