import { describe, expect, it } from "vitest";
import type { PaymentMethod } from "../generated/prisma/enums";
import {
  billableWeight,
  deliveryZone,
  displayName,
  isArmyPostalPincode,
  parseDimensionsCm,
  shippingCharge,
  unitShippingWeight,
  volumetricWeight,
  type Rate,
} from "./rules";

const jodhpur = { district: "JODHPUR", state: "RAJASTHAN" };
const rules = {
  metroDistricts: ["NEW DELHI", "MUMBAI"],
  specialStates: ["MEGHALAYA", "JAMMU AND KASHMIR"],
};

describe("deliveryZone", () => {
  it.each([
    [{ district: "Jodhpur", state: "Rajasthan" }, "A"],
    [{ district: "JAIPUR", state: "RAJASTHAN" }, "B"],
    [{ district: "NEW DELHI", state: "DELHI" }, "C"],
    [{ district: "MUMBAI", state: "MAHARASHTRA" }, "C"],
    [{ district: "KHORDHA", state: "ODISHA" }, "D"],
    [{ district: "EAST KHASI HILLS", state: "MEGHALAYA" }, "E"],
    [{ district: "SRINAGAR", state: "JAMMU AND KASHMIR" }, "E"],
  ])("%o is zone %s from Jodhpur", (destination, zone) => {
    expect(deliveryZone(jodhpur, destination, rules)).toBe(zone);
  });

  it("treats a special origin as zone E for other states", () => {
    expect(deliveryZone({ district: "SHILLONG", state: "MEGHALAYA" }, jodhpur, rules)).toBe("E");
  });
});

describe("weights", () => {
  it("bills the higher of actual and volumetric weight", () => {
    expect(billableWeight(400)).toBe(400);
    expect(billableWeight(400, volumetricWeight(25, 25, 5, 5000))).toBe(625);
    expect(billableWeight(2300, 625)).toBe(2300);
  });
});

describe("unit shipping weight", () => {
  it("reads dimensions written either way", () => {
    expect(parseDimensionsCm("25cm x 25cm x 5cm")).toEqual([25, 25, 5]);
    expect(parseDimensionsCm("30 x 20 x 4.5 cm")).toEqual([30, 20, 4.5]);
    expect(parseDimensionsCm("about a shoebox")).toBeNull();
    expect(parseDimensionsCm(null)).toBeNull();
  });

  it("charges the higher of actual and volumetric weight, 500 g when unknown", () => {
    expect(unitShippingWeight({ weight: 300, dimensions: "25cm x 25cm x 5cm" }, 5000)).toBe(625);
    expect(unitShippingWeight({ weight: 900, dimensions: "25cm x 25cm x 5cm" }, 5000)).toBe(900);
    expect(unitShippingWeight({ weight: 300, dimensions: null }, 5000)).toBe(300);
    expect(unitShippingWeight({ weight: null, dimensions: null }, 5000)).toBe(500);
  });
});

describe("shippingCharge", () => {
  const zoneD: Rate = { firstHalfKg: 4_540, eachFurtherHalfKg: 4_480, codAvailable: true };
  const chargeRules = { codFee: 4_000, freeShippingThreshold: 99_900 };
  const charge = (billableGrams: number, paymentMethod: PaymentMethod, orderValue?: number) =>
    shippingCharge({ zone: "D", rate: zoneD, billableGrams, paymentMethod, orderValue, rules: chargeRules });

  it("charges the first 500 g and each further started 500 g", () => {
    expect(charge(400, "PHONEPE").total).toBe(4_540);
    expect(charge(500, "PHONEPE").total).toBe(4_540);
    expect(charge(501, "PHONEPE").total).toBe(4_540 + 4_480);
    expect(charge(2_300, "PHONEPE").total).toBe(4_540 + 4 * 4_480);
  });

  it("adds the COD fee, which is never waived", () => {
    expect(charge(500, "COD", 500_000)).toEqual({
      total: 8_540,
      details: { zone: "D", billableWeight: 500, base: 4_540, additional: 0, codFee: 4_000, freeShippingDiscount: 0 },
      waivedByPromotion: 0,
    });
  });

  it("waives the shipping, never the COD fee, for a promotion's free shipping, which the threshold may beat", () => {
    const waived = (paymentMethod: PaymentMethod, orderValue: number) =>
      shippingCharge({
        zone: "D",
        rate: zoneD,
        billableGrams: 600,
        paymentMethod,
        orderValue,
        rules: chargeRules,
        promotionWaivesShipping: true,
      });
    expect(waived("COD", 50_000)).toMatchObject({ total: 4_000, waivedByPromotion: 9_020 });
    expect(waived("PHONEPE", 50_000)).toMatchObject({ total: 0, waivedByPromotion: 9_020 });
    // Free by the store's own threshold already: the promotion waived nothing.
    expect(waived("PHONEPE", 99_900)).toMatchObject({ total: 0, waivedByPromotion: 0 });
  });

  it("ships prepaid orders of ₹999 or more free", () => {
    expect(charge(600, "PHONEPE", 99_899).total).toBe(9_020);
    expect(charge(600, "PHONEPE", 99_900)).toMatchObject({ total: 0, details: { freeShippingDiscount: 9_020 } });
    expect(charge(600, "PHONEPE").total).toBe(9_020);
  });
});

describe("the rate card in every zone", () => {
  // Rupees for the first 500 g and each further 500 g (lib/delivery rules as seeded).
  const card = {
    A: [2_950, 2_360],
    B: [3_300, 2_830],
    C: [4_010, 3_890],
    D: [4_540, 4_480],
    E: [5_660, 5_550],
  } as const;
  const rules = { codFee: 4_000, freeShippingThreshold: 99_900 };

  it.each(Object.entries(card))("zone %s: 400 g, 500 g, 501 g and 2.3 kg", (zone, [first, further]) => {
    const rate: Rate = { firstHalfKg: first, eachFurtherHalfKg: further, codAvailable: zone !== "E" };
    const total = (grams: number) =>
      shippingCharge({ zone: zone as keyof typeof card, rate, billableGrams: grams, paymentMethod: "PHONEPE", rules })
        .total;
    expect([total(400), total(500), total(501), total(2_300)]).toEqual([
      first,
      first,
      first + further,
      first + 4 * further,
    ]);
  });
});

describe("pincode helpers", () => {
  it("recognises Army Postal Service pincodes", () => {
    expect(isArmyPostalPincode("900056")).toBe(true);
    expect(isArmyPostalPincode("342001")).toBe(false);
  });

  it("writes directory names as shoppers read them", () => {
    expect(displayName("JODHPUR")).toBe("Jodhpur");
    expect(displayName("ANDAMAN AND NICOBAR ISLANDS")).toBe("Andaman and Nicobar Islands");
    expect(displayName("EAST KHASI HILLS")).toBe("East Khasi Hills");
  });
});
