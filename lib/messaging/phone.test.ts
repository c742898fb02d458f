import { describe, expect, it } from "vitest";
import { normalizePhone } from "../validation/account";
import { messagingNumber } from "./phone";

describe("messagingNumber", () => {
  it("writes an Indian mobile with its country code, however it was typed", () => {
    for (const typed of ["9876543210", "+91 98765 43210", "098765-43210", "919876543210"]) {
      expect(messagingNumber(typed), typed).toBe("919876543210");
    }
    // And back to the number as an account keeps it.
    expect(normalizePhone("919876543210")).toBe("9876543210");
  });

  it("refuses landlines, short numbers and other countries", () => {
    for (const typed of ["02912345678", "5876543210", "98765432", "+44 7700 900123", "14155550123"]) {
      expect(messagingNumber(typed), typed).toBeNull();
    }
  });
});
