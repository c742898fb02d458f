import { describe, expect, it } from "vitest";
import { applyOffers, type OfferInput } from "./apply-offers";
import type { Benefit, Offer, OfferLine } from "./offers";

const offer = (id: string, benefit: Benefit, rest: Partial<Offer> = {}): Offer => ({
  id,
  benefit,
  minOrderValue: 0,
  prepaidOnly: false,
  productIds: [],
  categories: [],
  ...rest,
});

const line = (
  productId: string,
  unitPrice: number,
  quantity: number,
  gstRate = 5,
  category = "Puzzles",
): OfferLine => ({
  productId,
  category,
  unitPrice,
  quantity,
  gstRate,
});

const run = (input: Partial<OfferInput> & Pick<OfferInput, "lines">) =>
  applyOffers({ automatic: [], code: null, paymentMethod: null, ...input });

const discountsOf = (input: Partial<OfferInput> & Pick<OfferInput, "lines">) =>
  Object.fromEntries(run(input).lineDiscounts);

describe("each promotion type on a table of carts", () => {
  // The GST note's example A: board game (5 %), electronic toy (18 %), two workbooks (nil).
  const mixedRates = [line("game", 149_900, 1, 5), line("toy", 299_900, 1, 18), line("books", 25_000, 2, 0)];

  it.each([
    [
      "₹500 off the cart, spread to the paisa",
      offer("c", { kind: "AMOUNT_OFF", amount: 50_000 }),
      mixedRates,
      { game: 14_996, toy: 30_002, books: 5_002 },
    ],
    [
      "10 % off, under its cap",
      offer("c", { kind: "PERCENT_OFF", percent: 10, maxDiscount: 100_000 }),
      mixedRates,
      { game: 14_990, toy: 29_990, books: 5_000 },
    ],
    [
      "10 % off, capped at ₹300",
      offer("c", { kind: "PERCENT_OFF", percent: 10, maxDiscount: 30_000 }),
      mixedRates,
      { game: 8_998, toy: 18_001, books: 3_001 },
    ],
    [
      "a flat amount larger than the items: never below zero",
      offer("c", { kind: "AMOUNT_OFF", amount: 900_000 }),
      [line("a", 40_000, 1)],
      { a: 40_000 },
    ],
    [
      "only the categories it names",
      offer("c", { kind: "PERCENT_OFF", percent: 20, maxDiscount: null }, { categories: ["Cards"] }),
      [line("a", 10_000, 1), line("b", 10_000, 1, 5, "Cards")],
      { b: 2_000 },
    ],
    [
      "buy 2 get 1 free (the note's example C)",
      offer("c", { kind: "BUY_X_GET_Y", buyQuantity: 2, getQuantity: 1, getPercentOff: 100, getProductId: null }),
      [line("puzzle", 40_000, 3)],
      { puzzle: 40_000 },
    ],
    [
      "buy 2 get 1 free: the cheapest unit is the free one",
      offer("c", { kind: "BUY_X_GET_Y", buyQuantity: 2, getQuantity: 1, getPercentOff: 100, getProductId: null }),
      [line("big", 90_000, 2), line("small", 30_000, 1)],
      { small: 30_000 },
    ],
    [
      "buy 1 get 1 at half price, 5 units: two pairs",
      offer("c", { kind: "BUY_X_GET_Y", buyQuantity: 1, getQuantity: 1, getPercentOff: 50, getProductId: null }),
      [line("a", 10_001, 5)],
      { a: 10_001 },
    ],
    [
      "units of other GST rates neither earn nor get a free unit",
      offer("c", { kind: "BUY_X_GET_Y", buyQuantity: 2, getQuantity: 1, getPercentOff: 100, getProductId: null }),
      [line("game", 40_000, 2, 5), line("toy", 30_000, 1, 18)],
      {},
    ],
    [
      "buy 3 of a kit, get its worksheet pad free",
      offer(
        "c",
        { kind: "BUY_X_GET_Y", buyQuantity: 3, getQuantity: 1, getPercentOff: 100, getProductId: "pad" },
        { productIds: ["kit"] },
      ),
      [line("kit", 50_000, 7), line("pad", 9_900, 3)],
      { pad: 19_800 },
    ],
    [
      "10 or more units of a class pack: 10 % off",
      offer("c", { kind: "QUANTITY_TIER", minQuantity: 10, percent: 10 }, { productIds: ["pack"] }),
      [line("pack", 29_900, 12), line("other", 10_000, 1)],
      { pack: 35_880 },
    ],
    [
      "9 units miss the 10-unit tier",
      offer("c", { kind: "QUANTITY_TIER", minQuantity: 10, percent: 10 }),
      [line("pack", 29_900, 9)],
      {},
    ],
  ])("%s", (_name, code, lines, expected) => {
    expect(discountsOf({ lines, code })).toEqual(expected);
  });

  it("spreads every order discount so the lines add up to the saving exactly", () => {
    const outcome = run({
      lines: mixedRates,
      code: offer("c", { kind: "PERCENT_OFF", percent: 10, maxDiscount: 30_000 }),
    });
    expect([...outcome.lineDiscounts.values()].reduce((sum, paise) => sum + paise, 0)).toBe(30_000);
    expect(outcome.applied).toEqual([{ offerId: "c", layer: "order", saving: 30_000 }]);
  });
});

describe("stacking", () => {
  const bogo = offer(
    "bogo",
    { kind: "BUY_X_GET_Y", buyQuantity: 1, getQuantity: 1, getPercentOff: 100, getProductId: null },
    { productIds: ["a"] },
  );
  const tier = offer("tier", { kind: "QUANTITY_TIER", minQuantity: 2, percent: 10 });

  it("gives a line at most one item offer, the larger saving first, the next on the lines left", () => {
    const outcome = run({ lines: [line("a", 10_000, 2), line("b", 5_000, 2)], automatic: [tier, bogo] });
    // bogo saves ₹100 on a; the tier then counts only b's two units.
    expect(Object.fromEntries(outcome.lineDiscounts)).toEqual({ a: 10_000, b: 1_000 });
    expect(outcome.applied.map((applied) => applied.offerId)).toEqual(["bogo", "tier"]);
  });

  it("computes an order offer on the items as priced after item offers, and a prepaid one after both", () => {
    const tenPercent = offer("ten", { kind: "PERCENT_OFF", percent: 10, maxDiscount: null });
    const prepaid = offer("prepaid", { kind: "PERCENT_OFF", percent: 5, maxDiscount: null }, { prepaidOnly: true });
    const lines = [line("a", 10_000, 2)];
    expect(discountsOf({ lines, automatic: [bogo, tenPercent, prepaid], paymentMethod: "PHONEPE" })).toEqual({
      a: 10_000 + 1_000 + 450,
    });
    expect(discountsOf({ lines, automatic: [bogo, tenPercent, prepaid], paymentMethod: "COD" })).toEqual({ a: 11_000 });
    expect(discountsOf({ lines, automatic: [prepaid], paymentMethod: null })).toEqual({});
  });

  it("applies one order offer of a kind: the code's when it saves at least as much, else the code is outdone", () => {
    const lines = [line("a", 100_000, 1)];
    const automatic = [offer("auto", { kind: "AMOUNT_OFF", amount: 10_000 })];
    const tie = run({ lines, automatic, code: offer("code", { kind: "PERCENT_OFF", percent: 10, maxDiscount: null }) });
    expect(tie.applied).toEqual([{ offerId: "code", layer: "order", saving: 10_000 }]);
    expect(tie.code).toEqual({ status: "applied" });
    const worse = run({ lines, automatic, code: offer("code", { kind: "AMOUNT_OFF", amount: 5_000 }) });
    expect(worse.applied).toEqual([{ offerId: "auto", layer: "order", saving: 10_000 }]);
    expect(worse.code).toEqual({ status: "outdone" });
  });

  it("adds free shipping to everything else once its minimum is reached after item offers", () => {
    const freeShipping = offer("ship", { kind: "FREE_SHIPPING" }, { minOrderValue: 99_900 });
    const twoFor1 = offer("bogo", bogo.benefit);
    expect(run({ lines: [line("a", 60_000, 2)], automatic: [freeShipping, twoFor1] }).freeShipping).toBeNull();
    const reached = run({ lines: [line("a", 60_000, 3)], automatic: [freeShipping, twoFor1] });
    expect(reached.freeShipping).toBe("ship");
    expect(reached.applied.map((applied) => applied.layer)).toEqual(["items", "shipping"]);
  });
});

describe("what the shopper is told", () => {
  const lines = [line("a", 87_900, 1)];
  const freeShipping = offer("ship", { kind: "FREE_SHIPPING" }, { minOrderValue: 99_900 });

  it("nudges toward the nearest offer missed only by value, and only while it is missed", () => {
    const tenOff = offer("ten", { kind: "PERCENT_OFF", percent: 10, maxDiscount: null }, { minOrderValue: 150_000 });
    expect(run({ lines, automatic: [tenOff, freeShipping] }).nudge).toEqual({ offerId: "ship", shortBy: 12_000 });
    expect(run({ lines: [line("a", 99_900, 1)], automatic: [freeShipping] }).nudge).toBeNull();
    // Not for items the offer does not cover.
    expect(run({ lines, automatic: [{ ...freeShipping, categories: ["Cards"] }] }).nudge).toBeNull();
  });

  it.each([
    [
      "not for these items",
      offer("c", { kind: "AMOUNT_OFF", amount: 100 }, { productIds: ["zz"] }),
      "PHONEPE",
      { status: "notForTheseItems" },
    ],
    [
      "paying online only",
      offer("c", { kind: "AMOUNT_OFF", amount: 100 }, { prepaidOnly: true }),
      "COD",
      { status: "needsOnlinePayment" },
    ],
    [
      "minimum not met, by how much",
      offer("c", { kind: "AMOUNT_OFF", amount: 100 }, { minOrderValue: 100_000 }),
      null,
      { status: "minimumNotMet", shortBy: 12_100 },
    ],
    [
      "not enough items for buy 2 get 1",
      offer("c", { kind: "BUY_X_GET_Y", buyQuantity: 2, getQuantity: 1, getPercentOff: 100, getProductId: null }),
      null,
      { status: "notEnoughItems" },
    ],
    ["free shipping short of its minimum", freeShipping, null, { status: "minimumNotMet", shortBy: 12_000 }],
  ] as const)("a code's outcome: %s", (_name, code, paymentMethod, expected) => {
    expect(run({ lines, code, paymentMethod }).code).toEqual(expected);
  });
});
