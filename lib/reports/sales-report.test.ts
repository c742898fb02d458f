/**
 * The sales reports against a week of history worked out by hand (1–7 March 2021 in India, a
 * week no other test writes to): paid, delivered, cancelled, returned, unconfirmed and failed
 * orders, a refunded return, discounts and shipping, tax from invoices less credit notes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { dashboardSummary } from "@/lib/admin/dashboard";
import { seedOrder } from "@/test/support/report-history";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { customerGroups, topCategories, topProducts } from "./customer-product-report";
import { lostOrders, returnReasons } from "./loss-report";
import { indianPeriod, previousPeriod } from "./period";
import { paymentAttempts, salesByMethod, salesByPlace } from "./place-payment-report";
import { salesIn } from "./revenue";
import { comparedSales, salesSeries } from "./sales-report";

const WEEK = indianPeriod("2021-03-01", "2021-03-07");
const ids = { boards: "", cards: "", kits: "" };

beforeAll(async () => {
  const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()]);
  const [boards, cards, kits] = await Promise.all([
    createProduct({ category: "Report Boards" }),
    createProduct({ category: "Report Boards" }),
    createProduct({ category: "Report Kits" }),
  ]);
  Object.assign(ids, { boards: boards.id, cards: cards.id, kits: kits.id });
  const paidOnline = { paymentMethod: "PHONEPE", paid: true } as const;
  const place = (state: string, pincode: string) => ({ state, pincode });
  await Promise.all([
    // The week before: A's first order, so A returns in the week.
    seedOrder({
      userId: a.user.id,
      placedAt: "2021-02-25T12:00:00+05:30",
      status: "DELIVERED",
      ...paidOnline,
      subtotal: "100.00",
      amount: "100.00",
      ...place("Rajasthan", "342001"),
      invoiceTax: 476,
    }),
    // 1 Mar: paid online, two boards with ₹100 off and ₹50 shipping; one board came back damaged, ₹200 refunded.
    seedOrder({
      userId: a.user.id,
      placedAt: "2021-03-01T10:00:00+05:30",
      status: "DELIVERED",
      ...paidOnline,
      subtotal: "1000.00",
      discount: "100.00",
      shipping: "50.00",
      amount: "950.00",
      ...place("Rajasthan", "342001"),
      lines: [{ productId: boards.id, quantity: 2, unitPrice: "500.00", discount: "100.00" }],
      invoiceTax: 4524,
      creditNoteTaxes: [952],
      attempts: [{ state: "EXPIRED" }, { state: "COMPLETED", paymentMode: "UPI_INTENT" }],
      returns: [
        {
          reason: "DAMAGED",
          refundAmount: "200.00",
          at: "2021-03-03T09:00:00+05:30",
          lines: [{ line: 0, quantity: 1 }],
        },
      ],
    }),
    // 3 Mar at 1:30 in India (still 2 Mar in UTC): cash on delivery, delivered, its cash not yet recorded.
    seedOrder({
      userId: b.user.id,
      placedAt: "2021-03-03T01:30:00+05:30",
      status: "DELIVERED",
      paymentMethod: "COD",
      paid: false,
      subtotal: "499.00",
      amount: "499.00",
      ...place("Maharashtra", "411001"),
      lines: [{ productId: cards.id, quantity: 1, unitPrice: "499.00" }],
      invoiceTax: 2376,
      returns: [{ reason: "WRONG_ITEM", at: "2021-03-05T09:00:00+05:30" }],
    }),
    // 4 Mar: paid online, then cancelled by its customer: all of it refunded.
    seedOrder({
      userId: c.user.id,
      placedAt: "2021-03-04T15:00:00+05:30",
      status: "CANCELLED",
      ...paidOnline,
      subtotal: "300.00",
      amount: "300.00",
      ...place("Rajasthan", "342003"),
      lines: [{ productId: kits.id, quantity: 1, unitPrice: "300.00" }],
      invoiceTax: 1429,
      creditNoteTaxes: [1429],
      attempts: [{ state: "COMPLETED", paymentMode: "CARD" }],
      cancelledBy: c.user.id,
    }),
    // 5 Mar: cash on delivery waiting for its confirmation; another never confirmed, cancelled by the rules.
    seedOrder({
      userId: b.user.id,
      placedAt: "2021-03-05T11:00:00+05:30",
      status: "AWAITING_CONFIRMATION",
      paymentMethod: "COD",
      paid: false,
      subtotal: "800.00",
      amount: "800.00",
      ...place("Maharashtra", "411001"),
    }),
    seedOrder({
      userId: a.user.id,
      placedAt: "2021-03-05T12:00:00+05:30",
      status: "CANCELLED",
      paymentMethod: "COD",
      paid: false,
      subtotal: "250.00",
      amount: "250.00",
      ...place("Rajasthan", "342001"),
      cancelledBy: null,
    }),
    // 5 Mar: an online payment that failed.
    seedOrder({
      userId: c.user.id,
      placedAt: "2021-03-05T13:00:00+05:30",
      status: "PAYMENT_FAILED",
      paymentMethod: "PHONEPE",
      paid: false,
      subtotal: "600.00",
      amount: "600.00",
      ...place("Karnataka", "560001"),
      attempts: [{ state: "FAILED" }],
    }),
    // 6 Mar: paid online, came back undelivered: refunded.
    seedOrder({
      userId: b.user.id,
      placedAt: "2021-03-06T10:00:00+05:30",
      status: "RETURNED",
      ...paidOnline,
      subtotal: "700.00",
      amount: "700.00",
      ...place("Maharashtra", "411002"),
      lines: [{ productId: cards.id, quantity: 1, unitPrice: "700.00" }],
      invoiceTax: 3333,
      creditNoteTaxes: [3333],
      attempts: [{ state: "COMPLETED", paymentMode: "UPI_INTENT" }],
    }),
    // 7 Mar at 20:00: a school's bank transfer, five kits with ₹200 off and ₹150 shipping.
    seedOrder({
      userId: c.user.id,
      placedAt: "2021-03-07T20:00:00+05:30",
      status: "ORDER_PLACED",
      paymentMethod: "BANK_TRANSFER",
      paid: true,
      subtotal: "2000.00",
      discount: "200.00",
      shipping: "150.00",
      amount: "1950.00",
      ...place("Karnataka", "560001"),
      lines: [{ productId: kits.id, quantity: 5, unitPrice: "400.00", discount: "200.00" }],
      invoiceTax: 9286,
    }),
  ]);
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
