import { describe, expect, it } from "vitest";
import { addressProblem, EMPTY_ADDRESS, otherUpdatesAddress, prefillAddress } from "./checkout";
import { fromPaymentTypeJson, toPaymentTypeJson } from "../wire/payment-type";
import { paymentMethodOf, paymentMethodValue } from "./payment-method";

const address = {
  ...EMPTY_ADDRESS,
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  phone: "9876543210",
  street: "12, Paota B Road",
  city: "Jodhpur",
  state: "Rajasthan",
  zipcode: "342001",
};

describe("prefillAddress", () => {
  it("splits the profile name into first name and the rest", () => {
    expect(prefillAddress({ name: "Asha Rani Verma", email: "a@example.in", phone: null })).toMatchObject({
      firstName: "Asha",
      lastName: "Rani Verma",
      email: "a@example.in",
      phone: "",
      country: "India",
    });
  });
});

describe("otherUpdatesAddress", () => {
  it("is none when the address typed is the account's, or no address yet", () => {
    expect(otherUpdatesAddress("a@b.in", " A@B.in ")).toBeNull();
    expect(otherUpdatesAddress("a@b.in", "")).toBeNull();
  });

  it("is another address typed, normalised", () => {
    expect(otherUpdatesAddress("a@b.in", "X@y.in")).toBe("x@y.in");
  });
});

describe("addressProblem", () => {
  it("accepts a complete address with a serviceable pincode", () => {
    expect(addressProblem(address, true)).toBeNull();
  });

  it("names the first problem in the spec's words", () => {
    expect(addressProblem({ ...address, street: "   " }, true)).toBe("Please fill in all required fields");
    expect(addressProblem({ ...address, email: "asha at example" }, true)).toBe("Please enter a valid email address");
    expect(addressProblem({ ...address, zipcode: "04200" }, true)).toBe("Please enter a valid and serviceable pincode");
    expect(addressProblem(address, false)).toBe("Please enter a valid and serviceable pincode");
  });
});

describe("the payment method's spellings", () => {
  it.each([
    ["cod", "COD", "COD"],
    ["phonepe", "PHONEPE", "Pre-paid"],
  ] as const)(
    "checkout's %s is the domain's %s and the shipping call's %s, both ways",
    (value, method, paymentType) => {
      expect(paymentMethodOf(value)).toBe(method);
      expect(paymentMethodValue(method)).toBe(value);
      expect(toPaymentTypeJson(method)).toBe(paymentType);
      expect(fromPaymentTypeJson(paymentType)).toBe(method);
    },
  );
});
