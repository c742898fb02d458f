import { describe, expect, it } from "vitest";
import { amountInHindiWords, hindiNumberInWords } from "./amount-in-hindi-words";

describe("amounts in Hindi words", () => {
  it("names each number below a hundred by its own word", () => {
    expect([0, 9, 19, 29, 45, 59, 68, 79, 89, 99].map(hindiNumberInWords)).toEqual([
      "शून्य",
      "नौ",
      "उन्नीस",
      "उनतीस",
      "पैंतालीस",
      "उनसठ",
      "अड़सठ",
      "उन्यासी",
      "नवासी",
      "निन्यानवे",
    ]);
  });

  it("groups larger numbers as India does: सौ, हज़ार, लाख, करोड़", () => {
    expect(hindiNumberInWords(100)).toBe("एक सौ");
    expect(hindiNumberInWords(1_499)).toBe("एक हज़ार चार सौ निन्यानवे");
    expect(hindiNumberInWords(20_005)).toBe("बीस हज़ार पाँच");
    expect(hindiNumberInWords(1_23_45_678)).toBe("एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर");
    expect(hindiNumberInWords(150_00_00_000)).toBe("एक सौ पचास करोड़");
  });

  it("writes rupees and paise as a Hindi invoice does", () => {
    expect(amountInHindiWords(149_950)).toBe("एक हज़ार चार सौ निन्यानवे रुपये और पचास पैसे मात्र");
    expect(amountInHindiWords(89_800)).toBe("आठ सौ अट्ठानवे रुपये मात्र");
    expect(amountInHindiWords(5)).toBe("शून्य रुपये और पाँच पैसे मात्र");
    expect(() => amountInHindiWords(-1)).toThrow(RangeError);
  });
});
