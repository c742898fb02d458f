/**
 * The operators' quotes (#35): the list with who asked, newest first and by state (a sent quote
 * past its last day as expired); a withdrawal, refused once accepted; and the pricing form's start,
 * each line at the shop's own tier price for its quantity.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as accept } from "@/app/api/quotes/[quoteId]/accept/route";
import { callRoute } from "@/test/support/call-route";
import { TEST_PINCODES, ensureTestPincodes } from "@/test/support/delivery-data";
import { DAY_MS, acceptedQuoteOrder, askForThirty, inDays, priceAndSend } from "@/test/support/quotes";
import { db } from "../db";
import { quoteDelivery } from "../delivery/delivery";
import type { Prisma } from "../generated/prisma/client";
import { listQuotesForAdmin, withdrawQuote } from "./admin-quotes";
import { priceQuote } from "./price-quote";
import { quoteById, type QuoteState } from "./quote";
import { pricingPrefill } from "./quote-prefill";

beforeAll(ensureTestPincodes);

const idsIn = async (state?: QuoteState) => (await listQuotesForAdmin({ state })).quotes.map((quote) => quote.id);

/** An automatic tier for this file's own products only: other files' carts fill at the same time. */
const tier = (data: Partial<Prisma.PromotionUncheckedCreateInput>) =>
  db().promotion.create({
    data: {
      name: "Class pack",
      nameHi: "कक्षा पैक",
      benefit: "QUANTITY_TIER",
      automatic: true,
      startsAt: new Date(Date.now() - DAY_MS),
      productIds: [],
      categories: [],
      customerIds: [],
      ...data,
    },
  });

describe("the operators' list of quotes", () => {
  it("is newest first with each customer, and filters by state, a sent quote past its last day as expired", async () => {
    const older = await askForThirty();
    const newer = await askForThirty();
    const { quotes } = await listQuotesForAdmin();
    const ids = quotes.map((quote) => quote.id);
    expect(ids.indexOf(newer.quoteId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.quoteId)).toBeLessThan(ids.indexOf(older.quoteId));
    expect(quotes.find((quote) => quote.id === older.quoteId)).toMatchObject({
      organisation: "Kendriya Vidyalaya No. 1, Jodhpur",
      customer: { name: older.teacher.user.name, email: older.teacher.user.email },
      state: "REQUESTED",
      totals: null,
      neededBy: inDays(20),
    });

    await priceAndSend(newer.quoteId);
    expect(await idsIn("SENT")).toContain(newer.quoteId);
    expect(await idsIn("SENT")).not.toContain(older.quoteId);
    expect(await idsIn("REQUESTED")).toContain(older.quoteId);
    expect(await idsIn("REQUESTED")).not.toContain(newer.quoteId);

    await db().quote.update({
      where: { id: newer.quoteId },
      data: { validUntil: new Date(`${inDays(-1)}T00:00:00Z`) },
    });
    expect(await idsIn("EXPIRED")).toContain(newer.quoteId);
    expect(await idsIn("SENT")).not.toContain(newer.quoteId);
    const [expired] = (await listQuotesForAdmin({ state: "EXPIRED" })).quotes.filter(
      (quote) => quote.id === newer.quoteId,
    );
    expect(expired).toMatchObject({ state: "EXPIRED", totals: { amount: 1_362_300 } });
  });
});

describe("an operator's withdrawal", () => {
  it("closes a quote not yet accepted, which its customer can then no longer accept; refuses an accepted one (409)", async () => {
    const { teacher, quoteId } = await askForThirty();
    await priceAndSend(quoteId);
    expect((await withdrawQuote(quoteId)).state).toBe("WITHDRAWN");
    await expect(withdrawQuote(quoteId)).rejects.toMatchObject({ status: 409 });
    const late = await callRoute(accept, { token: teacher.token, params: { quoteId }, body: {} });
    expect(late.status).toBe(409);
    expect(await db().order.count({ where: { userId: teacher.user.id } })).toBe(0);

    const { quote } = await acceptedQuoteOrder();
    await expect(withdrawQuote(quote.id)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("accepted"),
    });
    expect((await quoteById(quote.id)).state).toBe("ACCEPTED");
    await expect(withdrawQuote("no-such-quote")).rejects.toMatchObject({ status: 404 });
  });
});

describe("the pricing form's start", () => {
  it("is the shop's tier price for each line's quantity, else its price, and the shop's shipping; a priced quote's own", async () => {
    const { quoteId, product } = await askForThirty();
    const asked = await pricingPrefill(await quoteById(quoteId));
    expect(asked.lines).toEqual([{ lineId: expect.any(String), unitPrice: 49_900, tierPercent: 0 }]);
    expect(asked.validUntil).toBe(inDays(14));

    // 10 % from 25 units applies to 30; 20 % from 40 does not; a prepaid-only tier is not a bank transfer's.
    await Promise.all([
      tier({ productIds: [product.id], minQuantity: 25, percent: 10 }),
      tier({ productIds: [product.id], minQuantity: 40, percent: 20 }),
      tier({ productIds: [product.id], minQuantity: 25, percent: 15, prepaidOnly: true }),
    ]);
    const tiered = await pricingPrefill(await quoteById(quoteId));
    expect(tiered.lines).toEqual([{ lineId: asked.lines[0]!.lineId, unitPrice: 44_910, tierPercent: 10 }]);
    const shop = await quoteDelivery({
      pincode: TEST_PINCODES.warehouse.pincode,
      weightGrams: 30 * product.weight!,
      paymentMethod: "BANK_TRANSFER",
      orderValue: 30 * 44_910,
    });
    expect(tiered).toMatchObject({ shipping: shop.total, shippingNote: null });

    await priceQuote(quoteId, {
      lines: [{ lineId: asked.lines[0]!.lineId, unitPrice: 45_000 }],
      shipping: 12_000,
      validUntil: inDays(5),
    });
    expect(await pricingPrefill(await quoteById(quoteId))).toEqual({
      lines: [{ lineId: asked.lines[0]!.lineId, unitPrice: 45_000, tierPercent: 0 }],
      shipping: 12_000,
      shippingNote: null,
      validUntil: inDays(5),
    });
  });

  it("starts shipping at ₹0, saying why, where the shop does not deliver", async () => {
    const { quoteId } = await askForThirty();
    const quote = await quoteById(quoteId);
    // Army postal pincodes are never served by couriers (lib/delivery/rules.ts).
    const prefill = await pricingPrefill({ ...quote, address: { ...quote.address, pincode: "900001" } });
    expect(prefill.shipping).toBe(0);
    expect(prefill.shippingNote).toContain("900001");
  });
});
