import { describe, expect, it } from "vitest";
import { organizationJsonLd } from "./organization";

describe("organizationJsonLd", () => {
  it("describes the store with its configured contact details and profiles", () => {
    expect(
      organizationJsonLd(
        {
          email: "hello@ganitplay.test",
          phones: ["+91 291 000 0000", "+91 291 000 0001"],
          address: "Test House, 1 Example Road, Jodhpur 342001",
          social: [{ network: "Instagram", url: "https://www.instagram.com/ganitplay.test/" }],
        },
        "https://shop.example.in",
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "GanitPlay",
      url: "https://shop.example.in/",
      logo: "https://shop.example.in/icon.svg",
      address: "Test House, 1 Example Road, Jodhpur 342001",
      telephone: "+91 291 000 0000",
      email: "hello@ganitplay.test",
      sameAs: ["https://www.instagram.com/ganitplay.test/"],
    });
  });

  it("leaves out what is not configured", () => {
    const data = organizationJsonLd({ email: "", phones: [], address: "", social: [] }, "https://shop.example.in");
    expect(Object.keys(data)).toEqual(["@context", "@type", "name", "url", "logo"]);
  });
});
