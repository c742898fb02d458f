import { describe, expect, it } from "vitest";
import { productFormSchema } from "./admin-product";
import { declarationWarning } from "./product-declarations";
import { productFormFields } from "@/test/support/product-form";

const valid = productFormFields();

const messages = (overrides: Record<string, string>) => {
  const result = productFormSchema.safeParse({ ...valid, ...overrides });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("listing declarations in the admin product form", () => {
  it("reads the declarations, empty ones as none", () => {
    expect(productFormSchema.parse({ ...valid, bisLicence: " CM/L-9876543210 " })).toMatchObject({
      declarantRole: "MANUFACTURER",
      declarantName: null,
      declarantAddress: null,
      countryOfOrigin: "India",
      netQuantity: "1 set (54 cards)",
      consumerCare: null,
      isToy: true,
      bisStandard: "IS 9873 (Part 1)",
      bisLicence: "CM/L-9876543210",
    });
    const imported = productFormSchema.parse({
      ...valid,
      declarantRole: "IMPORTER",
      declarantName: "Shapes Trading Co.",
      declarantAddress: "12 Park Street, Kolkata 700016",
      countryOfOrigin: "Germany",
      isToy: "",
      bisStandard: "",
      bisLicence: "",
    });
    expect(imported).toMatchObject({ declarantRole: "IMPORTER", isToy: false, bisStandard: null, bisLicence: null });
  });

  it("refuses a malformed BIS licence or standard", () => {
    for (const licence of ["CM/L-123456789", "CML-1234567890", "CM/L-12345678901", "cm/l-1234567890", "R-41000000"]) {
      expect(messages({ bisLicence: licence })).toEqual(["BIS licence must be CM/L- followed by 10 digits"]);
    }
    expect(messages({ bisStandard: "ISO 8124" })).toEqual(["BIS standard must look like IS 9873 (Part 1)"]);
    expect(messages({ bisStandard: "IS 9873 (Part 1):2019" })).toEqual([]);
  });

  it("requires a country of origin and a net quantity in number and unit", () => {
    expect(messages({ countryOfOrigin: " " })).toEqual(["Country of origin is required"]);
    expect(messages({ countryOfOrigin: "<script>" })).toEqual([
      "Country of origin must be a country's name, such as India",
    ]);
    expect(messages({ netQuantity: "" })).toEqual(["Net quantity is required"]);
    expect(messages({ netQuantity: "a box of cards" })).toEqual([
      "Net quantity must start with a number and a unit, such as 1 set (54 cards)",
    ]);
    expect(messages({ netQuantity: "48" })).toEqual([
      "Net quantity must start with a number and a unit, such as 1 set (54 cards)",
    ]);
  });

  it("needs both name and address of another maker, a known role, and a toy's standard", () => {
    expect(messages({ declarantName: "Shapes Trading Co." })).toEqual([
      "Give both the name and the address of the manufacturer, packer or importer, or neither (the store)",
    ]);
    expect(messages({ declarantRole: "RETAILER" })).toEqual(["Choose manufacturer, packer or importer"]);
    expect(messages({ bisStandard: "" })).toEqual(["A toy needs its BIS standard"]);
    expect(messages({ bisStandard: "", isToy: "" })).toEqual([]);
  });

  it("warns about a toy without a BIS licence, and only then", () => {
    expect(declarationWarning({ isToy: true, bisLicence: null })).toMatch(/no BIS licence number/);
    expect(declarationWarning({ isToy: true, bisLicence: "CM/L-1234567890" })).toBeNull();
    expect(declarationWarning({ isToy: false, bisLicence: null })).toBeNull();
  });
});
