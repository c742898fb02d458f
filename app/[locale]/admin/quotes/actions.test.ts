/**
 * The quotes' server actions (#35): only an admin's cookie session may price, send or withdraw a
 * quote; a shopper, even with a shopper's token in the admin cookie, changes nothing. A domain
 * refusal reaches the form as a message, never an error page.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { quoteById } from "@/lib/quotes/quote";
import { browserCookies } from "@/test/support/browser-cookies";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { askForThirty, inDays } from "@/test/support/quotes";
import { signInToAdminAs } from "@/test/support/users-and-products";
import { priceQuoteAction, sendQuoteAction, withdrawQuoteAction } from "./actions";

vi.mock("next/headers", () => import("@/test/support/browser-cookies"));

beforeAll(ensureTestPincodes);
beforeEach(() => browserCookies.clear());

/** The pricing form as the browser sends it: `lineId` and `unitPrice` repeated once per line. */
const pricingForm = (lineId: string, unitPrice: string) => {
  const form = new FormData();
  form.append("lineId", lineId);
  form.append("unitPrice", unitPrice);
  form.set("shipping", "150");
  form.set("validUntil", inDays(7));
  form.set("terms", "Delivery within 10 days of payment.");
  return form;
};

const REFUSED = { ok: false, message: "Only store administrators can do this" };

const signInAs = async (role: "ADMIN" | "CUSTOMER") => {
  browserCookies.clear();
  await signInToAdminAs(role);
};

describe("the quotes' actions", () => {
  it("refuse a shopper and change nothing; an admin's go through, and the domain's refusals are messages", async () => {
    const { quoteId } = await askForThirty();
    const lineId = (await quoteById(quoteId)).lines[0]!.id;

    await signInAs("CUSTOMER");
    expect(await priceQuoteAction(quoteId, null, pricingForm(lineId, "1.00"))).toEqual(REFUSED);
    expect(await withdrawQuoteAction(quoteId)).toEqual(REFUSED);
    expect(await quoteById(quoteId)).toMatchObject({ state: "REQUESTED", totals: null, number: null });

    await signInAs("ADMIN");
    expect(await sendQuoteAction(quoteId)).toEqual({ ok: false, message: "Only a priced quote can be sent" });
    const above = await priceQuoteAction(quoteId, null, pricingForm(lineId, "500.00"));
    expect(above).toMatchObject({ ok: false, message: expect.stringContaining("cannot be above its price") });
    expect(await priceQuoteAction(quoteId, null, pricingForm(lineId, "4o0"))).toMatchObject({ ok: false });
    expect(await priceQuoteAction(quoteId, null, pricingForm(lineId, "449.10"))).toMatchObject({ ok: true });
    expect((await quoteById(quoteId)).totals).toMatchObject({ amount: 1_362_300 });

    await signInAs("CUSTOMER");
    expect(await sendQuoteAction(quoteId)).toEqual(REFUSED);
    expect(await priceQuoteAction(quoteId, null, pricingForm(lineId, "1.00"))).toEqual(REFUSED);
    expect(await quoteById(quoteId)).toMatchObject({ state: "PRICED", number: null, totals: { amount: 1_362_300 } });

    await signInAs("ADMIN");
    expect(await sendQuoteAction(quoteId)).toMatchObject({ ok: true, message: expect.stringContaining("GP-PF/") });
    await signInAs("CUSTOMER");
    expect(await withdrawQuoteAction(quoteId)).toEqual(REFUSED);
    expect((await quoteById(quoteId)).state).toBe("SENT");

    await signInAs("ADMIN");
    expect(await withdrawQuoteAction(quoteId)).toMatchObject({ ok: true });
    expect((await quoteById(quoteId)).state).toBe("WITHDRAWN");
    expect(await withdrawQuoteAction(quoteId)).toEqual({ ok: false, message: "This quote is already withdrawn" });
  });
});
