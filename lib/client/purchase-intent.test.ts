import { describe, expect, it } from "vitest";
import { INTENT_LIFETIME_MS, readIntent } from "./purchase-intent";

const NOW = Date.UTC(2026, 10, 23, 12);
const intent = { productId: "cm3abc123", name: "Polyhedra Builder", quantity: 2, action: "add", savedAt: NOW - 1000 };

describe("readIntent", () => {
  it("reads a fresh intent", () => {
    expect(readIntent(intent, NOW)).toEqual(intent);
    expect(readIntent({ ...intent, action: "buy" }, NOW)?.action).toBe("buy");
  });

  it("forgets an intent older than its lifetime, or from the future", () => {
    expect(readIntent({ ...intent, savedAt: NOW - INTENT_LIFETIME_MS - 1 }, NOW)).toBeNull();
    expect(readIntent({ ...intent, savedAt: NOW + 60_000 }, NOW)).toBeNull();
  });

  it("refuses anything a page script could have written in its place", () => {
    for (const tampered of [
      null,
      "add",
      { ...intent, productId: "../api/user/logout" },
      { ...intent, quantity: 0 },
      { ...intent, quantity: 2.5 },
      { ...intent, quantity: 1000 },
      { ...intent, action: "delete" },
      { ...intent, name: "" },
    ]) {
      expect(readIntent(tampered, NOW)).toBeNull();
    }
  });
});
