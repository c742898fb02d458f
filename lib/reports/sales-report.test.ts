/**
 * The sales reports against a week of history worked out by hand (1–7 March 2021 in India, a
 * week no other test writes to): paid, delivered, cancelled, returned, unconfirmed and failed
 * orders, a refunded return, discounts and shipping, tax from invoices less credit notes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { dashboardSummary } from "@/lib/admin/dashboard";
import { seedReportWeek } from "@/test/support/report-week";
import { customerGroups, topCategories, topProducts } from "./customer-product-report";
import { lostOrders, returnReasons } from "./loss-report";
import { indianPeriod, previousPeriod } from "./period";
import { paymentAttempts, salesByMethod, salesByPlace } from "./place-payment-report";
import { salesIn } from "./revenue";
import { comparedSales, salesSeries } from "./sales-report";

const WEEK = indianPeriod("2021-03-01", "2021-03-07");
const ids = { boards: "", cards: "", kits: "" };

beforeAll(async () => {
  Object.assign(ids, await seedReportWeek());
});

describe("the sales report", () => {
  it("sums the earned orders, their refunds and their GST, beside the week before", async () => {
    const { current, previous } = await comparedSales(WEEK);
    expect(current).toEqual({
      orders: 5,
      gross: 449_900,
      discounts: 30_000,
      shipping: 20_000,
      sales: 439_900,
      refunds: 120_000,
      net: 319_900,
      tax: 4524 - 952 + 2376 + 1429 - 1429 + 3333 - 3333 + 9286,
      averageOrder: 87_980,
    });
    expect(previous).toMatchObject({ orders: 1, sales: 10_000, net: 10_000, tax: 476 });
    expect(previousPeriod(WEEK)).toMatchObject({ firstDay: "2021-02-22", lastDay: "2021-02-28", days: 7 });
  });

  it("buckets by the day in India, every day shown, and by week from Monday", async () => {
    const days = await salesSeries(WEEK, "day");
    expect(days.map(({ start, figures }) => [start, figures.sales, figures.refunds])).toEqual([
      ["2021-03-01", 95_000, 20_000],
      ["2021-03-02", 0, 0],
      ["2021-03-03", 49_900, 0],
      ["2021-03-04", 30_000, 30_000],
      ["2021-03-05", 0, 0],
      ["2021-03-06", 70_000, 70_000],
      ["2021-03-07", 195_000, 0],
    ]);
    const weeks = await salesSeries(WEEK, "week");
    // 1 March 2021 was a Monday: the week is one bucket; the month bucket starts on the 1st.
    expect(weeks.map(({ start, figures }) => [start, figures.orders, figures.net])).toEqual([
      ["2021-03-01", 5, 319_900],
    ]);
    const twoWeeks = await salesSeries(indianPeriod("2021-02-25", "2021-03-03"), "week");
    expect(twoWeeks.map(({ start, figures }) => [start, figures.orders])).toEqual([
      ["2021-02-22", 1],
      ["2021-03-01", 2],
    ]);
  });

  it("tells new customers from returning ones", async () => {
    expect(await customerGroups(WEEK)).toEqual([
      { kind: "new", customers: 2, orders: 4, net: 49_900 + 195_000 },
      { kind: "returning", customers: 1, orders: 1, net: 75_000 },
    ]);
  });

  it("ranks products and categories by what sold, leaving out cancelled and undelivered orders", async () => {
    const products = await topProducts(WEEK);
    expect(products.map(({ key, units, sales, returned }) => ({ key, units, sales, returned }))).toEqual([
      { key: ids.kits, units: 5, sales: 180_000, returned: 0 },
      { key: ids.boards, units: 2, sales: 90_000, returned: 1 },
      { key: ids.cards, units: 1, sales: 49_900, returned: 0 },
    ]);
    expect((await topCategories(WEEK)).map(({ key, units, sales }) => [key, units, sales])).toEqual([
      ["Report Kits", 5, 180_000],
      ["Report Boards", 3, 139_900],
    ]);
  });

  it("breaks net sales down by state, pincode and payment method, and online payments by instrument", async () => {
    expect(await salesByPlace("state", WEEK)).toEqual([
      { key: "Karnataka", orders: 1, net: 195_000 },
      { key: "Rajasthan", orders: 2, net: 75_000 },
      { key: "Maharashtra", orders: 2, net: 49_900 },
    ]);
    expect((await salesByPlace("pincode", WEEK)).map(({ key, net }) => [key, net])).toEqual([
      ["560001", 195_000],
      ["342001", 75_000],
      ["411001", 49_900],
      ["342003", 0],
      ["411002", 0],
    ]);
    expect(await salesByMethod(WEEK)).toEqual([
      { method: "BANK_TRANSFER", orders: 1, net: 195_000 },
      { method: "PHONEPE", orders: 3, net: 75_000 },
      { method: "COD", orders: 1, net: 49_900 },
    ]);
    expect(await paymentAttempts(WEEK)).toEqual([
      { instrument: "Not known", succeeded: 0, failed: 2 },
      { instrument: "UPI_INTENT", succeeded: 2, failed: 0 },
      { instrument: "CARD", succeeded: 1, failed: 0 },
    ]);
  });

  it("counts what did not stay sold: cancellations by who, undelivered orders, and returns by reason", async () => {
    expect(await lostOrders(WEEK)).toEqual([
      { kind: "customer", orders: 1, value: 30_000 },
      { kind: "store", orders: 0, value: 0 },
      { kind: "rules", orders: 1, value: 25_000 },
      { kind: "undelivered", orders: 1, value: 70_000 },
    ]);
    expect(await returnReasons(WEEK)).toEqual([
      { reason: "DAMAGED", requests: 1, refunded: 1, refundedValue: 20_000 },
      { reason: "WRONG_ITEM", requests: 1, refunded: 0, refundedValue: 0 },
      { reason: "NOT_AS_DESCRIBED", requests: 0, refunded: 0, refundedValue: 0 },
      { reason: "OTHER", requests: 0, refunded: 0, refundedValue: 0 },
    ]);
  });

  it("is the dashboard's revenue too: earned money net of refunds, today and this week", async () => {
    const { today, week } = await dashboardSummary(new Date("2021-03-07T21:00:00+05:30"));
    expect(today).toEqual({ orders: 1, revenue: 195_000 });
    expect(week).toEqual({ orders: 5, revenue: 319_900 });
    expect((await salesIn(indianPeriod("2021-03-03", "2021-03-03"))).net).toBe(49_900);
  });
});
