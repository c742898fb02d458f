import { describe, expect, it } from "vitest";
import { bankAccountConfig, SAMPLE_BANK_ACCOUNT } from "./bank-account";

const real = {
  BANK_ACCOUNT_NAME: "Ganit Toys Private Limited",
  BANK_ACCOUNT_NUMBER: "5020 0012 3456 78",
  BANK_IFSC: "hdfc0000123",
  BANK_NAME: "HDFC Bank, FC Road, Pune",
  BANK_UPI_ID: "ganittoys@hdfcbank",
};

describe("the store's bank account", () => {
  it("is the configured one, written as banks write it", () => {
    expect(bankAccountConfig(real, 10, true)).toEqual({
      accountName: "Ganit Toys Private Limited",
      accountNumber: "50200012345678",
      ifsc: "HDFC0000123",
      bankName: "HDFC Bank, FC Road, Pune",
      upiId: "ganittoys@hdfcbank",
      paymentDays: 10,
    });
  });

  it("must be real on a public store, and each part well formed", () => {
    expect(bankAccountConfig({ ...real, BANK_IFSC: "" }, 10, true)).toEqual([
      ["BANK_IFSC", "BANK_IFSC is required when SITE_URL is public"],
    ]);
    const malformed = bankAccountConfig(
      { ...real, BANK_IFSC: "HDFC123", BANK_ACCOUNT_NUMBER: "12345", BANK_UPI_ID: "no-handle" },
      10,
      true,
    );
    expect(malformed).toEqual([
      ["BANK_ACCOUNT_NUMBER", "BANK_ACCOUNT_NUMBER must be 9 to 18 digits"],
      ["BANK_IFSC", "BANK_IFSC must be an IFSC such as SBIN0001234"],
      ["BANK_UPI_ID", "BANK_UPI_ID must be a UPI ID such as shop@okaxis"],
    ]);
    expect(bankAccountConfig({ BANK_IFSC: "HDFC0000123" }, 10, false)).toContainEqual([
      "BANK_ACCOUNT_NAME",
      "BANK_ACCOUNT_NAME is required once any BANK_ variable is set",
    ]);
  });

  it("is a labelled sample on this machine when none is set", () => {
    expect(bankAccountConfig({}, 7, false)).toMatchObject({
      accountName: SAMPLE_BANK_ACCOUNT.BANK_ACCOUNT_NAME,
      ifsc: "SBIN0000000",
      paymentDays: 7,
    });
    expect(SAMPLE_BANK_ACCOUNT.BANK_ACCOUNT_NAME).toMatch(/sample, not a real account/);
  });
});
