/**
 * The operators' daily summary, on days far in the past that no other test writes to (15 and 16
 * July 2018 in India): the figures of seeded orders worked out by hand, once per admin and channel
 * however late or often the job runs, and only to admins who chose it.
 */
import { afterAll, describe, expect, it } from "vitest";
import { caughtEmailsTo } from "@/test/support/mail";
import { runMessagingSimulators } from "@/test/support/messaging";
import { adminWithAlerts, sendQueuedTo, stopAlerts } from "@/test/support/operator-alerts";
import { seedOrder } from "@/test/support/report-history";
import { createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { runDailySummaries } from "../jobs/background-jobs";
import { dailySummaryOf, summaryDay } from "./daily-summary";

const simulators = runMessagingSimulators();

const ist = (time: string) => new Date(`${time}+05:30`);

describe("the day a summary is due for", () => {
  it("is yesterday from 08:00 India time, and the day before until then", () => {
    expect(summaryDay(ist("2018-07-16T07:59:59"))).toBe("2018-07-14");
    expect(summaryDay(ist("2018-07-16T08:00:00"))).toBe("2018-07-15");
    expect(summaryDay(ist("2018-07-16T23:59:59"))).toBe("2018-07-15");
    // A run late in the night still owes the summary due that morning.
    expect(summaryDay(ist("2018-07-17T03:00:00"))).toBe("2018-07-15");
  });
});

/** 15 July 2018: what the store earned, lost and still has to do; 14 July's order must not count. */
async function seedYesterday() {
  const { user } = await createUser();
  const order = { userId: user.id, state: "Rajasthan", pincode: "342001" };
  const cancelledFrom = (orderId: string, fromStatus: "ORDER_PLACED" | "AWAITING_CONFIRMATION", at: string) =>
    db().orderStatusChange.create({ data: { orderId, fromStatus, toStatus: "CANCELLED", createdAt: ist(at) } });
  const money = (amount: string) => ({ subtotal: amount, amount });
  await Promise.all([
    // Earned: delivered cash on delivery, ₹1,000; its customer asks to return an item (to review).
    seedOrder({
      ...order,
      ...money("1000.00"),
      placedAt: "2018-07-15T10:00:00+05:30",
      status: "DELIVERED",
      paymentMethod: "COD",
      paid: false,
      returns: [{ reason: "DAMAGED", at: "2018-07-15T18:00:00+05:30" }],
    }),
    // Earned: paid online, ₹500, to pack.
    seedOrder({
      ...order,
      ...money("500.00"),
      placedAt: "2018-07-15T11:00:00+05:30",
      status: "ORDER_PLACED",
      paymentMethod: "PHONEPE",
      paid: true,
    }),
    // Awaiting its customer's confirmation: no money yet.
    seedOrder({
      ...order,
      ...money("800.00"),
      placedAt: "2018-07-15T12:00:00+05:30",
      status: "AWAITING_CONFIRMATION",
      paymentMethod: "COD",
      paid: false,
    }),
    // The day before: not the summary's.
    seedOrder({
      ...order,
      ...money("700.00"),
      placedAt: "2018-07-14T12:00:00+05:30",
      status: "DELIVERED",
      paymentMethod: "PHONEPE",
      paid: true,
    }),
  ]);
  // Paid online, then cancelled by the store: earned and refunded in full (nothing net), one cancellation.
  const cancelled = await seedOrder({
    ...order,
    ...money("300.00"),
    placedAt: "2018-07-15T09:00:00+05:30",
    status: "CANCELLED",
    paymentMethod: "PHONEPE",
    paid: true,
  });
  await cancelledFrom(cancelled, "ORDER_PLACED", "2018-07-15T15:00:00");
  // Expired unconfirmed: the store never heard of it, so it is no cancellation of the store's.
  const expired = await seedOrder({
    ...order,
    ...money("450.00"),
    placedAt: "2018-07-13T20:00:00+05:30",
    status: "CANCELLED",
    paymentMethod: "COD",
    paid: false,
  });
  await cancelledFrom(expired, "AWAITING_CONFIRMATION", "2018-07-15T20:00:00");
}

const admins: string[] = [];
afterAll(() => Promise.all(admins.map(stopAlerts)));

describe("the daily summary", () => {
  it("gives an admin who chose it yesterday's figures and what waits, once, however late or often the job runs", async () => {
    await seedYesterday();
    const daily = await adminWithAlerts({ newOrders: "DAILY", byEmail: true, byWhatsApp: true });
    const each = await adminWithAlerts({ newOrders: "EACH", byEmail: true, byWhatsApp: true });
    const off = await adminWithAlerts({ newOrders: "OFF", byEmail: false, byWhatsApp: false });
    admins.push(daily.admin.id, each.admin.id, off.admin.id);

    const lateAtNight = ist("2018-07-17T03:00:00");
    expect(await dailySummaryOf("2018-07-15", lateAtNight)).toEqual({
      day: "2018-07-15",
      orders: 3,
      net: 150_000,
      cancelled: 1,
      toPack: 1,
      toConfirm: 1,
      toReview: 1,
    });
    // The job runs late, on two instances at once, then again the next morning.
    await Promise.all([runDailySummaries(lateAtNight), runDailySummaries(lateAtNight)]);
    expect(await runDailySummaries(ist("2018-07-16T09:30:00"))).toEqual({ ran: true, result: 0 });

    const keys = ["email", "whatsapp"].map((channel) => `daily-summary:2018-07-15:${daily.admin.id}:${channel}`);
    expect(await db().emailMessage.count({ where: { key: keys[0] } })).toBe(1);
    expect(await db().textMessage.count({ where: { key: keys[1] } })).toBe(1);
    expect(await sendQueuedTo(daily.admin)).toEqual(["sent"]);

    const emails = await caughtEmailsTo(daily.admin.email);
    expect(emails.map(({ subject }) => subject)).toEqual(["GanitPlay: your summary of 15 July 2018"]);
    for (const line of [
      "Orders earned (paid, or delivered cash on delivery): 3",
      "Net sales (what they came to, less refunds): ₹1,500.00",
      "Orders cancelled: 1",
      "Orders to pack: 1",
      "Cash on delivery orders awaiting their customer's confirmation: 1",
      "Return requests to review: 1",
    ]) {
      expect(emails[0]!.text).toContain(line);
    }
    const messages = simulators
      .whatsApp()
      .messages()
      .filter(({ to }) => to === daily.whatsApp);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ template: "store_daily_summary", language: "en" });
    expect(messages[0]!.text).toContain(
      "GanitPlay summary of 15 July 2018. Orders earned: 3. Net sales: ₹1,500.00. Cancelled: 1. Waiting today: orders to pack 1, cash on delivery orders awaiting confirmation 1, return requests to review 1.",
    );

    // An admin who chose each order, or nothing, gets no summary.
    for (const { admin } of [each, off]) {
      expect(
        await db().emailMessage.count({ where: { key: { startsWith: `daily-summary:` }, recipient: admin.email } }),
      ).toBe(0);
      expect(await db().textMessage.count({ where: { key: { startsWith: `daily-summary:` }, userId: admin.id } })).toBe(
        0,
      );
    }
  });
});
