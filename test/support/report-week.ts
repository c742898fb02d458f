/** The week of history the sales reports' tests work out by hand. */
import { seedOrder } from "./report-history";
import { createProduct, createUser } from "./users-and-products";

/**
 * 1–7 March 2021 in India, a week no other test writes to, worked out by hand in
 * lib/reports/sales-report.test.ts: paid, delivered, cancelled, returned, unconfirmed and failed
 * orders, a refunded return, discounts and shipping, invoices and credit notes. Answers the ids
 * of its three products.
 */
export async function seedReportWeek(): Promise<{ boards: string; cards: string; kits: string }> {
  const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()]);
  const [boards, cards, kits] = await Promise.all([
    createProduct({ category: "Report Boards" }),
    createProduct({ category: "Report Boards" }),
    createProduct({ category: "Report Kits" }),
  ]);
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
  return { boards: boards.id, cards: cards.id, kits: kits.id };
}
