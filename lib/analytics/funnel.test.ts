import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportFunnel } from "@/app/api/admin/reports/funnel/route";
import { routeResponse } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { acceptedQuoteOrder } from "@/test/support/quotes";
import { adminSessionCookie, createUser } from "@/test/support/users-and-products";
import { DAY_MS, indianIsoDay } from "../dates";
import { db } from "../db";
import { deliverPendingEvents } from "../orders/lifecycle/event-stream";
import type { OrderEvent } from "../orders/lifecycle/events";
import { countSteps } from "./funnel-counts";
import { dropOffText, funnelCsv, funnelReport, ofFirstText, ofPreviousText } from "./funnel-report";
import { funnelCounts } from "./funnel-subscriber";
import type { FunnelStepName } from "./funnel-steps";

/** `days` ago: days of this file's own, which no other file counts on (all within retention). */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dayOf = (days: number) => indianIsoDay(daysAgo(days));

beforeAll(ensureTestPincodes);

const times = (step: FunnelStepName, count: number) => Array.from({ length: count }, () => step);

/** An order whose own events are gone, so the events a test writes for it are its only ones. */
async function orderWithoutEvents(): Promise<string> {
  const { order } = await placeTestOrder();
  await db().outboxEvent.deleteMany({ where: { orderId: order.id } });
  return order.id;
}

/**
 * The subscriber's handling of an event written `days` ago: before the subscriber's first day, so
 * no dispatcher of another file takes it.
 */
async function handle(days: number, payload: OrderEvent): Promise<void> {
  const event = await db().outboxEvent.create({
    data: { orderId: payload.orderId, type: payload.type, payload: { ...payload }, createdAt: daysAgo(days) },
  });
  await db().$transaction((tx) => funnelCounts.handle(tx, payload, event.id));
}

const placed = (orderId: string, paymentMethod: "COD" | "PHONEPE" | "CREDIT" | "BANK_TRANSFER") =>
  ({ type: "order.placed", orderId, status: "ORDER_PLACED", paymentMethod, amount: 100_00 }) as const;

/** The steps counted on one day, by name. */
const countsOn = async (days: number) =>
  Object.fromEntries(
    (await funnelReport({ firstDay: dayOf(days), lastDay: dayOf(days) }))
      .filter((row) => row.count > 0)
      .map((row) => [row.step, row.count]),
  );

describe("the checkout funnel", () => {
  it("sums each step over the days asked, with the share of the step before and the drop-off", async () => {
    await countSteps(
      [
        ...times("product_view", 120),
        ...times("add_to_cart", 30),
        ...times("checkout_started", 20),
        ...times("checkout_delivery", 16),
        ...times("checkout_review", 12),
        ...times("order_placed", 9),
        ...times("order_paid", 4),
      ],
      daysAgo(301),
    );
    // The next day: more views, and more paid than placed that day (an earlier order paid late).
    await countSteps(
      [...times("product_view", 80), ...times("add_to_cart", 10), ...times("order_paid", 2)],
      daysAgo(300),
    );
    // Outside the days asked.
    await countSteps(times("order_placed", 50), daysAgo(299));

    const rows = await funnelReport({ firstDay: dayOf(301), lastDay: dayOf(300) });
    expect(rows.map(({ step, count, previous }) => [step, count, previous])).toEqual([
      ["product_view", 200, null],
      ["add_to_cart", 40, 200],
      ["checkout_started", 20, 40],
      ["checkout_delivery", 16, 20],
      ["checkout_review", 12, 16],
      ["order_placed", 9, 12],
      ["order_paid", 6, 9],
    ]);
    expect(rows.map((row) => [ofPreviousText(row), dropOffText(row), ofFirstText(row)])).toEqual([
      ["–", "–", "100.0%"],
      ["20.0%", "80.0%", "20.0%"],
      ["50.0%", "50.0%", "10.0%"],
      ["80.0%", "20.0%", "8.0%"],
      ["75.0%", "25.0%", "6.0%"],
      ["75.0%", "25.0%", "4.5%"],
      ["66.7%", "33.3%", "3.0%"],
    ]);
    // More at a step than at the one before is no drop-off.
    const more = { step: "order_paid", label: "Paid", count: 12, previous: 9, first: 200 } as const;
    expect([ofPreviousText(more), dropOffText(more)]).toEqual(["133.3%", "–"]);
    expect(funnelCsv(rows).split("\r\n").slice(0, 3)).toEqual([
      "Step,Count,Of the step before (%),Drop-off from the step before (%),Of product views (%)",
      "Product page viewed,200,,,100.0",
      "Added to cart,40,20.0,80.0,20.0",
    ]);
    // Days never counted are zeros, not gaps.
    const none = await funnelReport({ firstDay: dayOf(330), lastDay: dayOf(329) });
    expect(none.map((row) => [row.count, ofPreviousText(row)])).toEqual(Array.from({ length: 7 }, () => [0, "–"]));
  });

  it("counts the checkout's orders placed and paid from the order event stream, once each, on the event's day", async () => {
    const order = await orderWithoutEvents();
    const quoted = await acceptedQuoteOrder();
    await handle(310, placed(order, "PHONEPE"));
    // Switched to cash on delivery: placed again, and still one order.
    await handle(310, placed(order, "COD"));
    await handle(309, { type: "order.paid", orderId: order, amount: 100_00 });
    await handle(309, {
      type: "order.status_changed",
      orderId: order,
      from: "ORDER_PLACED",
      to: "PACKING",
      adminId: null,
    });
    // A quote's order, placed and paid by bank transfer: never in the shop's checkout.
    await handle(309, placed(quoted.order.id, "BANK_TRANSFER"));
    await handle(309, { type: "order.paid", orderId: quoted.order.id, amount: 100_00 });
    expect(await countsOn(310)).toEqual({ order_placed: 1 });
    expect(await countsOn(309)).toEqual({ order_paid: 1 });

    // Paid in full by gift cards and store credit: placed and paid at once.
    await handle(308, placed(await orderWithoutEvents(), "CREDIT"));
    expect(await countsOn(308)).toEqual({ order_placed: 1, order_paid: 1 });
  });

  it("is delivered a placement by the dispatcher, once", async () => {
    const { order } = await placeTestOrder({ confirmed: false });
    expect(await deliverPendingEvents([funnelCounts], { orderIds: [order.id] })).toBe(1);
    expect(await deliverPendingEvents([funnelCounts], { orderIds: [order.id] })).toBe(0);
    const deliveries = await db().outboxDelivery.findMany({
      where: { subscriber: "funnel", event: { orderId: order.id } },
      select: { processedAt: true, attempts: true },
    });
    expect(deliveries).toEqual([{ processedAt: expect.any(Date) as Date, attempts: 1 }]);
  });

  it("exports the funnel as CSV to an operator only", async () => {
    const { user: admin } = await createUser({ role: "ADMIN" });
    const { token } = await createUser();
    const ask = (query: Record<string, string>, headers: Record<string, string>) =>
      routeResponse(exportFunnel, { method: "GET", query, headers });
    const cookie = await adminSessionCookie(admin.id);
    const answered = await ask({ days: "30" }, { cookie });
    expect(answered.status).toBe(200);
    expect(answered.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answered.headers.get("content-disposition")).toMatch(/^attachment; filename="funnel-\d{4}-\d\d-\d\d-to-/);
    const lines = (await answered.text()).split("\r\n");
    expect(lines[0]).toBe("Step,Count,Of the step before (%),Drop-off from the step before (%),Of product views (%)");
    expect(lines.slice(1, 8).map((line) => line.split(",")[0])).toEqual([
      "Product page viewed",
      "Added to cart",
      "Checkout started (payment step)",
      "Delivery step",
      "Review step",
      "Order placed",
      "Paid",
    ]);
    expect((await ask({}, { authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await ask({ days: "7" }, { cookie })).status).toBe(400);
  });
});
