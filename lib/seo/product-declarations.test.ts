import { describe, expect, it } from "vitest";
import type { ListingDeclarations } from "../catalog/declarations";
import { declarationsJsonLd } from "./product-declarations";

const declared: ListingDeclarations = {
  declarantRole: "MANUFACTURER",
  declarantName: "GanitPlay",
  declarantAddress: "Plot 7, Industrial Area, Jodhpur 342003",
  countryOfOrigin: "India",
  netQuantity: "1 set (54 cards)",
  mrp: 59_900,
  consumerCare: null,
  dimensions: null,
  toyCertification: "not-declared",
};

describe("declarations in Product structured data", () => {
  it("name the country of origin and the manufacturer", () => {
    expect(declarationsJsonLd(declared)).toEqual({
      countryOfOrigin: { "@type": "Country", name: "India" },
      manufacturer: { "@type": "Organization", name: "GanitPlay", address: "Plot 7, Industrial Area, Jodhpur 342003" },
    });
  });

  it("leave out what is not declared, and an importer, which is no manufacturer", () => {
    expect(
      declarationsJsonLd({ ...declared, declarantRole: "IMPORTER", declarantAddress: null, countryOfOrigin: null }),
    ).toEqual({});
    expect(declarationsJsonLd({ ...declared, declarantAddress: null })).toMatchObject({
      manufacturer: { "@type": "Organization", name: "GanitPlay" },
    });
  });
});
