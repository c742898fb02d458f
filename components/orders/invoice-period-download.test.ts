import { describe, expect, it } from "vitest";
import { financialYearStart } from "./invoice-period-download";

describe("the invoices' default period", () => {
  it("starts on 1 April of the financial year today is in", () => {
    expect(financialYearStart("2026-11-29")).toBe("2026-04-01");
    expect(financialYearStart("2026-04-01")).toBe("2026-04-01");
    expect(financialYearStart("2027-03-31")).toBe("2026-04-01");
  });
});
