import { describe, expect, it } from "vitest";
import { splitTenders, type HeldGiftCard } from "./split-tenders";

const card = (id: string, balance: number, expiresOn: string): HeldGiftCard => ({
  id,
  hint: `•••• ${id}`,
  balance,
  expiresAt: new Date(`${expiresOn}T18:30:00Z`),
});

describe("splitTenders", () => {
  it("spends the card expiring soonest first, then store credit, and no more than the amount", () => {
    const split = splitTenders(
      150_000,
      [card("LATE", 100_000, "2027-12-01"), card("SOON", 40_000, "2027-01-01")],
      50_000,
    );
    expect(split).toEqual({
      giftCards: [
        { giftCardId: "SOON", hint: "•••• SOON", amount: 40_000 },
        { giftCardId: "LATE", hint: "•••• LATE", amount: 100_000 },
      ],
      storeCredit: 10_000,
      total: 150_000,
    });
  });

  it("leaves the payment method at least ₹1, never a few paise", () => {
    expect(splitTenders(100_050, [card("A", 100_000, "2027-01-01")], 0).total).toBe(99_950);
    expect(splitTenders(100_100, [card("A", 100_000, "2027-01-01")], 0).total).toBe(100_000);
    expect(splitTenders(50, [], 30).total).toBe(0);
    expect(splitTenders(0, [card("A", 100, "2027-01-01")], 0).total).toBe(0);
  });
});
