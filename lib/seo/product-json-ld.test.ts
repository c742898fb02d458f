import { describe, expect, it } from "vitest";
import { listingDeclarations } from "../catalog/declarations";
import { withDisplayDefaults } from "../catalog/defaults";
import type { Product } from "../catalog/product";
import type { ShippingTerms } from "../delivery/rules";
import type { Locale } from "../i18n/locales";
import { MESSAGES } from "../i18n/messages";
import { shippingTerms } from "../delivery/shipping-terms";
import { RETURN_WINDOW_DAYS } from "../orders/returns/policy";
import { site } from "../site";
import { productJsonLd } from "./product-json-ld";

const product: Product = {
  id: "prod-1",
  slug: "angle-arena",
  name: "Angle Arena",
  description: "A board game of angles.",
  category: "Geometry",
  categoryName: "Geometry",
  images: ["/images/products/angle-arena/1.svg"],
  price: 149900,
  discountPrice: 129900,
  date: Date.UTC(2026, 0, 1),
  inStock: true,
  stockQuantity: 5,
  ageSuitability: "10+",
  rating: null,
  bestseller: false,
  brand: null,
  features: [],
  contents: [],
  materials: null,
  weight: 700,
  dimensions: null,
  shippingWeight: 700,
  gstRate: 5,
  declarations: {
    declarantRole: "MANUFACTURER",
    declarantName: null,
    declarantAddress: null,
    countryOfOrigin: "India",
    netQuantity: null,
    consumerCare: null,
    isToy: true,
    bisStandard: null,
    bisLicence: null,
  },
};

const terms: ShippingTerms = {
  dispatchDays: 1,
  freeShippingThreshold: 99900,
  zones: [
    { zone: "A", rate: { firstHalfKg: 2950, eachFurtherHalfKg: 2360, codAvailable: true }, minDays: 2, maxDays: 3 },
    { zone: "E", rate: { firstHalfKg: 5660, eachFurtherHalfKg: 5550, codAvailable: false }, minDays: 7, maxDays: 9 },
  ],
};

function offerOf(item: Product, shipping = terms, locale: Locale = "en") {
  const [productData, breadcrumb] = productJsonLd({
    product: withDisplayDefaults(item),
    declarations: listingDeclarations(item),
    summary: { count: 0, average: null, distribution: [] },
    reviews: { reviews: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } },
    shipping,
    origin: "https://ganitplay.example",
    locale,
    crumbs: { home: MESSAGES[locale].product.breadcrumb.home, shop: MESSAGES[locale].product.breadcrumb.shop },
  });
  return { productData: productData!, breadcrumb: breadcrumb!, offer: productData!.offers as Record<string, unknown> };
}

describe("productJsonLd", () => {
  it("names the product's SKU (its slug) and the store's brand", () => {
    const { productData } = offerOf(product);
    expect(productData).toMatchObject({
      "@type": "Product",
      sku: "angle-arena",
      brand: { "@type": "Brand", name: site.name },
      image: ["https://ganitplay.example/images/products/angle-arena/1.svg"],
    });
  });

  it("speaks the page's language: its texts, inLanguage and its Hindi addresses", () => {
    const hindi = { ...product, name: "कोणों का अखाड़ा", categoryName: "ज्यामिति" };
    const { productData, breadcrumb, offer } = offerOf(hindi, terms, "hi");
    expect(productData).toMatchObject({ inLanguage: "hi-IN", name: "कोणों का अखाड़ा", category: "ज्यामिति" });
    expect(offer.url).toBe("https://ganitplay.example/hi/shop/prod-1");
    expect(breadcrumb.itemListElement).toEqual([
      expect.objectContaining({ name: "होम", item: "https://ganitplay.example/hi" }),
      expect.objectContaining({ name: "दुकान", item: "https://ganitplay.example/hi/shop" }),
      expect.objectContaining({ name: "कोणों का अखाड़ा", item: "https://ganitplay.example/hi/shop/prod-1" }),
    ]);
    expect(offerOf(product).productData).toMatchObject({ inLanguage: "en-IN", category: "Geometry" });
  });

  it("offers the selling price with the store's return window, the one /terms and returns use", () => {
    const { offer } = offerOf(product);
    expect(offer).toMatchObject({ priceCurrency: "INR", price: "1299.00" });
    expect(RETURN_WINDOW_DAYS).toBe(15);
    expect(offer.hasMerchantReturnPolicy).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: "IN",
      returnPolicyCountry: "IN",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 15,
      returnMethod: "https://schema.org/ReturnByMail",
    });
  });

  it("ships to India in every zone: free above the threshold, dispatch as handling, the zone's days as transit", () => {
    const { offer } = offerOf(product);
    expect(offer.shippingDetails).toEqual([
      {
        "@type": "OfferShippingDetails",
        name: "Within the warehouse's district",
        shippingRate: { "@type": "MonetaryAmount", value: "0.00", currency: "INR" },
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN" },
        deliveryTime: {
          "@type": "ShippingDeliveryTime",
          handlingTime: { "@type": "QuantitativeValue", minValue: 1, maxValue: 1, unitCode: "DAY" },
          transitTime: { "@type": "QuantitativeValue", minValue: 2, maxValue: 3, unitCode: "DAY" },
        },
      },
      expect.objectContaining({
        name: "Special zone states",
        shippingRate: { "@type": "MonetaryAmount", value: "0.00", currency: "INR" },
        deliveryTime: expect.objectContaining({
          transitTime: { "@type": "QuantitativeValue", minValue: 7, maxValue: 9, unitCode: "DAY" },
        }),
      }),
    ]);
  });

  it("charges a cheaper toy the zone's rate for its billable weight (700 g: two half-kilos)", () => {
    const { offer } = offerOf({ ...product, price: 49900, discountPrice: null });
    const rates = (offer.shippingDetails as { shippingRate: { value: string } }[]).map((d) => d.shippingRate.value);
    expect(rates).toEqual(["53.10", "112.10"]);
  });

  it("states every zone of the stored rate card, with the migrated figures", async () => {
    const stored = await shippingTerms();
    expect(stored.zones.map((zone) => zone.zone)).toEqual(["A", "B", "C", "D", "E"]);
    const { offer } = offerOf({ ...product, price: 49900, discountPrice: null, shippingWeight: 400 }, stored);
    const details = offer.shippingDetails as { name: string; shippingRate: { value: string } }[];
    expect(details).toHaveLength(5);
    expect(details[3]).toMatchObject({ name: "Rest of India", shippingRate: { value: "45.40" } });
  });
});
