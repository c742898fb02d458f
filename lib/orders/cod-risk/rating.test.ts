import { describe, expect, it } from "vitest";
import { phoneLooksUnreachable, streetLooksUnreachable } from "./contact";
import type { RiskHistory } from "./inputs";
import { rateCod, type CodRatingInput } from "./rating";
import { DEFAULT_THRESHOLDS } from "./thresholds";

const quiet: RiskHistory = {
  pincode: { finished: 0, returned: 0 },
  area: { district: "JODHPUR", state: "RAJASTHAN", finished: 0, returned: 0 },
  customer: { refused: 0, unconfirmed: 0, delivered: 3 },
};

type Changes = Partial<Omit<CodRatingInput, "history">> & { history?: Partial<RiskHistory> };

const input = (changes: Changes = {}): CodRatingInput => ({
  pincode: "342001",
  phone: "9829054321",
  orderValue: 999_00,
  unreachable: null,
  ...changes,
  history: { ...quiet, ...changes.history },
});

const rate = (changes?: Changes) => rateCod(input(changes), DEFAULT_THRESHOLDS);

describe("the cash on delivery rating", () => {
  it("allows a known customer's ordinary order where parcels arrive", () => {
    expect(rate()).toEqual({ outcome: "ALLOW", reasons: [], fee: 0, explanation: null });
  });

  it("reads the pincode's return rate once it has enough parcels, else its district's", () => {
    const pincode = { finished: 20, returned: 8 };
    expect(rate({ history: { pincode } })).toMatchObject({
      outcome: "PREPAID_ONLY",
      reasons: ["PINCODE_RETURNS"],
      explanation:
        "Cash on delivery isn't available for this order because 40% of the last 20 cash on delivery parcels to pincode 342001 came back undelivered. Please pay online.",
    });
    // 19 parcels are too few for the pincode: the district's 30 speak for it, at 30% (the fee, not the end of COD).
    const area = { district: "JODHPUR", state: "RAJASTHAN", finished: 30, returned: 9 };
    expect(rate({ history: { pincode: { finished: 19, returned: 19 }, area } })).toEqual({
      outcome: "FEE",
      reasons: ["AREA_RETURNS"],
      fee: 50_00,
      explanation:
        "Cash on delivery costs ₹50.00 more for this order because 30% of the last 30 cash on delivery parcels to Jodhpur came back undelivered.",
    });
    expect(rate({ history: { pincode: { finished: 20, returned: 4 } } }).outcome).toBe("ALLOW");
    expect(rate({ history: { area: { ...area, finished: 19 } } }).outcome).toBe("ALLOW");
  });

  it("counts the customer's earlier COD orders refused or never confirmed", () => {
    expect(rate({ history: { customer: { refused: 0, unconfirmed: 1, delivered: 2 } } })).toMatchObject({
      outcome: "FEE",
      reasons: ["MISSED_ORDERS"],
    });
    expect(rate({ history: { customer: { refused: 1, unconfirmed: 1, delivered: 2 } } })).toMatchObject({
      outcome: "PREPAID_ONLY",
      reasons: ["MISSED_ORDERS"],
      explanation:
        "Cash on delivery isn't available for this order because 2 of your earlier cash on delivery orders came back undelivered or were not confirmed. Please pay online.",
    });
  });

  it("charges a first order above the limit the fee, and asks any order above the ceiling to be paid online", () => {
    const firstOrder = { customer: { refused: 0, unconfirmed: 0, delivered: 0 } };
    expect(rate({ history: firstOrder, orderValue: 5_000_00 }).outcome).toBe("ALLOW");
    expect(rate({ history: firstOrder, orderValue: 5_000_01 })).toMatchObject({
      outcome: "FEE",
      reasons: ["FIRST_ORDER_VALUE"],
      explanation:
        "Cash on delivery costs ₹50.00 more for this order because it is your first order with us and it is above ₹5,000.00.",
    });
    expect(rate({ orderValue: 5_000_01 }).outcome).toBe("ALLOW");
    expect(rate({ orderValue: 20_000_01 })).toMatchObject({
      outcome: "PREPAID_ONLY",
      explanation:
        "Cash on delivery isn't available for this order because orders above ₹20,000.00 are paid online. Please pay online.",
    });
  });

  it("ends COD for a phone or address a courier cannot use, naming the strongest reason and keeping every one", () => {
    expect(rate({ unreachable: "phone", phone: "9999999999" }).explanation).toBe(
      "Cash on delivery isn't available for this order because the phone number 9999999999 does not look like one a courier can call. Please pay online.",
    );
    const both = rate({ unreachable: "address", history: { customer: { refused: 0, unconfirmed: 1, delivered: 0 } } });
    expect(both).toMatchObject({ outcome: "PREPAID_ONLY", reasons: ["UNREACHABLE_ADDRESS", "MISSED_ORDERS"] });
    expect(
      rateCod(input({ unreachable: "address" }), { ...DEFAULT_THRESHOLDS, refuseUnreachable: false }).outcome,
    ).toBe("ALLOW");
  });

  it("treats a threshold of 0 as off", () => {
    const off = { ...DEFAULT_THRESHOLDS, feeAfterMissedOrders: 0, prepaidOnlyAfterMissedOrders: 0, riskFee: 0 };
    const history = { customer: { refused: 5, unconfirmed: 0, delivered: 0 } };
    expect(rateCod(input({ history }), off)).toMatchObject({ outcome: "ALLOW", fee: 0, explanation: null });
  });
});

describe("contact a courier cannot use", () => {
  it("is a phone of one digit over and over, or a run of digits", () => {
    for (const phone of ["9999999999", "+91 99999 99998", "9876543210", "6789012345"]) {
      expect(phoneLooksUnreachable(phone), phone).toBe(true);
    }
    for (const phone of ["9829054321", "9414012345", "7777788888", "7000000001"]) {
      expect(phoneLooksUnreachable(phone), phone).toBe(false);
    }
  });

  it("is a street with too little in it to find a door", () => {
    for (const street of ["x", "Flat 1", "........", "aaaa aaaa", "12 12 12 12"]) {
      expect(streetLooksUnreachable(street), street).toBe(true);
    }
    for (const street of ["12, Paota B Road", "मकान 12, गली 3", "Ward 4, Bhopalgarh", "H.No. 7-1-23"]) {
      expect(streetLooksUnreachable(street), street).toBe(false);
    }
  });
});
