import { describe, expect, it } from "vitest";
import { centipaiseToPaise, formatCentipaise } from "./costs";

describe("message costs", () => {
  it("writes fractions of a paisa as rupees, never rounding a price away", () => {
    expect(formatCentipaise(1150)).toBe("₹0.115");
    expect(formatCentipaise(2500)).toBe("₹0.25");
    expect(formatCentipaise(0)).toBe("₹0.00");
    expect(formatCentipaise(125_000)).toBe("₹12.50");
    expect(formatCentipaise(1_234_567_891)).toBe("₹1,23,456.7891");
  });

  it("rounds a total to the paisa, half up", () => {
    expect(centipaiseToPaise(1150)).toBe(12);
    expect(centipaiseToPaise(1149)).toBe(11);
    expect(centipaiseToPaise(11_500)).toBe(115);
  });
});
