import { describe, expect, it } from "vitest";
import { paymentChoices } from "./payment-choices";

const rate = { firstHalfKg: 4010, eachFurtherHalfKg: 3000, codAvailable: true };
const rules = { codFee: 4000, freeShippingThreshold: 99900 };
const choose = (orderValue: number | undefined, codAvailable = true) =>
  paymentChoices({ zone: "C", rate: { ...rate, codAvailable }, billableGrams: 700, orderValue, rules });

describe("paymentChoices", () => {
  it("under the threshold: online saves the COD fee, and says how much more ships free", () => {
    const choices = choose(59800);
    expect(choices.prepaid.total).toBe(7010);
    expect(choices.cod?.total).toBe(11010);
    expect(choices.codFee).toBe(4000);
    expect(choices.prepaidSaving).toBe(4000);
    expect(choices.toFreeShipping).toBe(40100);
  });

  it("at the threshold: online ships free, so it saves the shipping as well as the COD fee", () => {
    const choices = choose(99900);
    expect(choices.prepaid.total).toBe(0);
    expect(choices.cod?.total).toBe(11010);
    expect(choices.prepaidSaving).toBe(11010);
    expect(choices.toFreeShipping).toBe(0);
  });

  it("without COD there is nothing to compare; without an order value no free-delivery hint", () => {
    const choices = choose(undefined, false);
    expect(choices.cod).toBeNull();
    expect(choices.prepaidSaving).toBeNull();
    expect(choices.toFreeShipping).toBeNull();
    expect(choices.freeShippingThreshold).toBe(99900);
  });
});
